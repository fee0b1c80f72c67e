import { Alert, Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';

/** The building blocks every screen uses, shown together so a change to the theme is easy to review. */
export function StyleSamples() {
  return (
    <Flex vertical gap={16}>
      <Card title="Typography">
        <Typography.Title level={1}>Heading 1</Typography.Title>
        <Typography.Title level={2}>Heading 2</Typography.Title>
        <Typography.Title level={3}>Heading 3</Typography.Title>
        <Typography.Paragraph>Body text for descriptions and help.</Typography.Paragraph>
        <Typography.Text type="secondary">Secondary text</Typography.Text>
      </Card>
      <Card title="Buttons">
        <Space wrap>
          <Button type="primary">Primary</Button>
          <Button>Default</Button>
          <Button type="dashed">Dashed</Button>
          <Button type="link">Link</Button>
          <Button danger>Danger</Button>
          <Button disabled>Disabled</Button>
        </Space>
      </Card>
      <Card title="Tags and alerts">
        <Space wrap style={{ marginBottom: 16 }}>
          <Tag color="green">Explore</Tag>
          <Tag color="blue">Build</Tag>
          <Tag color="purple">Grow</Tag>
          <Tag>Locked</Tag>
        </Space>
        <Flex vertical gap={8}>
          <Alert type="success" title="Saved" />
          <Alert type="warning" title="Almost there" />
          <Alert type="error" title="Something failed" />
        </Flex>
      </Card>
      <Card title="Inputs">
        <label htmlFor="style-guide-input">Sample input</label>
        <Input id="style-guide-input" placeholder="Type here" style={{ maxWidth: 320, display: 'block', marginTop: 8 }} />
      </Card>
    </Flex>
  );
}
