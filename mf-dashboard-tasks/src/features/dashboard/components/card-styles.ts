import type { CSSProperties } from 'react';

/**
 * The dashboard cards' inner spacing: antd's 24 px from about 600 px up, down to 12 px on a phone, where the task
 * cards inside Today's Tasks would otherwise lose a quarter of a 375 px screen to nested padding.
 */
const PADDING = 'clamp(12px, 4vw, 24px)';

export const DASHBOARD_CARD_STYLES: { header: CSSProperties; title: CSSProperties; body: CSSProperties } = {
  header: { flexWrap: 'wrap', rowGap: 8, paddingInline: PADDING },
  title: { whiteSpace: 'normal' },
  body: { padding: PADDING },
};
