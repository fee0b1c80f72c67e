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

/**
 * The room each card's body keeps while it loads: about what it takes once loaded on a phone, so the cards below do
 * not move when the answer arrives. Today's Tasks: two task cards (a launched strategy starts with two due); the news
 * feed: its three items; the setup card: its title, bar and six steps.
 */
export const TODAYS_TASKS_LOADING_HEIGHT = 300;
export const NEWS_LOADING_HEIGHT = 420;
export const BRAND_SETUP_LOADING_HEIGHT = 430;

/**
 * The cards' titles are level-2 headings, between the page's h1 and the h3 of each task and news item (axe's
 * heading-order: a skipped level was the dashboard's one accessibility finding in Lighthouse, issue 16). They keep
 * the card title's look.
 */
export const CARD_HEADING_STYLE: CSSProperties = { margin: 0, font: 'inherit', color: 'inherit' };
