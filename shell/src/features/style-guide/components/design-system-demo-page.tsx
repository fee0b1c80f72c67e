import { Typography } from 'antd';
import { StyleSamples } from './style-samples';

/** /design-system-demo: developer page, sign-in only (spec part 1 §2). */
export function DesignSystemDemoPage() {
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Design System Demo
      </Typography.Title>
      <StyleSamples />
    </>
  );
}
