import { Typography } from 'antd';

/**
 * Says that there are unsaved changes (spec part 2 §4), next to the highlighted Save. In a darker amber than antd's
 * warning colour (#faad14 is 1.7:1 on the page's #f5f5f5): volcano-8 is 5:1 there.
 */
const MARKER_COLOUR = '#ad4e00';

export function UnsavedMarker({ unsaved }: { unsaved: boolean }) {
  return (
    <span role="status" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
      {unsaved && (
        <Typography.Text style={{ fontSize: 13, color: MARKER_COLOUR }}>
          Unsaved changes
        </Typography.Text>
      )}
    </span>
  );
}
