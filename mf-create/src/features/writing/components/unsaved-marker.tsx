import { Typography } from 'antd';

/** Says that there are unsaved changes (spec part 2 §4), next to the highlighted Save. */
export function UnsavedMarker({ unsaved }: { unsaved: boolean }) {
  return (
    <span role="status" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
      {unsaved && (
        <Typography.Text type="warning" style={{ fontSize: 13 }}>
          Unsaved changes
        </Typography.Text>
      )}
    </span>
  );
}
