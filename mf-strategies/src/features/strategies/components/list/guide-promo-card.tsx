import { useId } from 'react';
import { Button, Card, Flex, Typography } from 'antd';

/** spec part 2 §2.1: shown while no strategy is active, it introduces the Strategy Guide. */
export function GuidePromoCard({ onOpenGuide }: { onOpenGuide: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography.Title level={2} id={titleId} style={{ fontSize: 20, margin: 0 }}>
              Not sure where to start?
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              Answer two quick questions and the Strategy Guide shows the strategies that fit your biggest priority and
              where you want to reach people.
            </Typography.Paragraph>
          </div>
          <Button type="primary" onClick={onOpenGuide}>
            Strategy Guide
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
