import { Button, Checkbox, Flex, Form, Input, Select, Switch } from 'antd';
import { StyleSection } from './style-section';

const INDUSTRY_OPTIONS = ['Retail', 'Technology', 'Health and wellness'].map((label) => ({ label, value: label }));

export function ControlSamples() {
  return (
    <>
      <StyleSection title="Buttons">
        <Flex wrap gap={8}>
          <Button type="primary">Primary</Button>
          <Button>Default</Button>
          <Button type="dashed">Dashed</Button>
          <Button type="text">Text</Button>
          <Button type="link">Link</Button>
          <Button danger>Danger</Button>
          <Button disabled>Disabled</Button>
          <Button type="primary" loading>
            Loading
          </Button>
        </Flex>
      </StyleSection>
      <StyleSection title="Form inputs">
        {/* Every control has a visible label tied to it, the pattern screens follow. */}
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label="Business name" htmlFor="style-guide-name">
            <Input id="style-guide-name" placeholder="Acme Studio" />
          </Form.Item>
          <Form.Item label="Industry" htmlFor="style-guide-industry">
            <Select id="style-guide-industry" placeholder="Choose an industry" options={INDUSTRY_OPTIONS} />
          </Form.Item>
          <Form.Item label="Website" htmlFor="style-guide-website">
            <Input id="style-guide-website" type="url" inputMode="url" placeholder="https://example.com" />
          </Form.Item>
          <Form.Item label="Description" htmlFor="style-guide-description">
            <Input.TextArea id="style-guide-description" rows={3} placeholder="What does your business do?" />
          </Form.Item>
          <Form.Item>
            <Checkbox>Send me product news</Checkbox>
          </Form.Item>
          <Form.Item label="Email notifications" htmlFor="style-guide-notifications">
            <Switch id="style-guide-notifications" defaultChecked />
          </Form.Item>
        </Form>
      </StyleSection>
    </>
  );
}
