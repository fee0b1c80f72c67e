import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { StyleSection } from './style-section';

export function ContentSamples() {
  return (
    <>
      <StyleSection title="Tags">
        <Flex wrap gap={8}>
          <Tag color="green">Explore</Tag>
          <Tag color="blue">Build</Tag>
          <Tag color="purple">Grow</Tag>
          <Tag color="blue">Current plan</Tag>
          <Tag color="orange">Coming Soon</Tag>
          <Tag>Locked</Tag>
        </Flex>
      </StyleSection>
      <StyleSection title="Alerts">
        <Flex vertical gap={8}>
          <Alert type="success" showIcon title="Saved" description="Your changes are stored." />
          <Alert type="info" showIcon title="Heads up" description="Plans change at once in test mode." />
          <Alert type="warning" showIcon title="Almost there" description="Two brand steps are left." />
          <Alert type="error" showIcon title="Something failed" description="Please try again." />
        </Flex>
      </StyleSection>
      <StyleSection title="Cards">
        <Flex wrap gap={16}>
          <Card
            title="Launch your first strategy"
            extra={<Button type="link">View</Button>}
            style={{ flex: '1 1 260px' }}
          >
            <Typography.Paragraph style={{ margin: 0 }}>
              A card groups one topic: a title, content and an action.
            </Typography.Paragraph>
          </Card>
          <Card size="small" title="Small card" style={{ flex: '1 1 260px' }}>
            <Typography.Paragraph style={{ margin: 0 }}>Used inside lists and side panels.</Typography.Paragraph>
          </Card>
        </Flex>
      </StyleSection>
      <StyleSection title="Empty state">
        <Empty description="No tasks scheduled for today" />
      </StyleSection>
    </>
  );
}
