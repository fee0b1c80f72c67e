import { useId, type ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One titled block of the style guide: a region named by its heading, so each sample is easy to jump to. */
export function StyleSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Card>{children}</Card>
    </section>
  );
}
