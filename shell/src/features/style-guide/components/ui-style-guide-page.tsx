import { Typography } from 'antd';
import { StyleSamples } from './style-samples';

/** /ui-style-guide: developer page, public (spec part 1 §2). */
export function UiStyleGuidePage() {
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        UI Style Guide
      </Typography.Title>
      <StyleSamples />
    </>
  );
}
