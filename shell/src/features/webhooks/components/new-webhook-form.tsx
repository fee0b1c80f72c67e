import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { errorMessage, isApiError } from '@navia/client-kit';
import { OneTimeSecret } from '../../settings/components/one-time-secret';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@navia/contracts';
import { useCreateWebhook } from '../hooks/use-webhooks';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'task.completed': 'A task is completed',
  'task.rescheduled': 'A task is rescheduled',
  'strategy.launched': 'A strategy is launched',
  'strategy.completed': 'A strategy is completed',
  'file.created': 'A content file is created',
};

/** A receiver's address and the events it takes; then the signing secret, shown once with a copy button. */
export function NewWebhookForm() {
  const [form] = Form.useForm<{ url: string; events: WebhookEventType[] }>();
  const create = useCreateWebhook();
  const fieldError = isApiError(create.error) ? create.error.body?.field : undefined;

  return (
    <Flex vertical gap={16}>
      {create.data && (
        <OneTimeSecret
          title="Webhook added"
          explanation="Its signing secret: check each delivery's X-Navia-Signature with it. Copy it now: it is not shown again."
          label="Signing secret"
          secret={create.data.secret}
          copyLabel="Copy secret"
        />
      )}
      {create.error && !fieldError && <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} />}
      <Form
        form={form}
        name="new-webhook"
        layout="vertical"
        requiredMark={false}
        initialValues={{ events: ['task.completed'] }}
        onFinish={(values) => create.mutate({ url: values.url.trim(), events: values.events }, { onSuccess: () => form.resetFields() })}
      >
        <Form.Item
          label="Receiver URL"
          name="url"
          rules={[{ required: true, whitespace: true, message: 'Enter the address that receives the events' }]}
          validateStatus={fieldError === 'url' ? 'error' : undefined}
          help={fieldError === 'url' ? errorMessage(create.error) : undefined}
        >
          <Input inputMode="url" placeholder="https://example.com/hooks/navia" />
        </Form.Item>
        {/* A validator rather than `required`: antd would put aria-required on the group's <div>, which axe refuses. */}
        <Form.Item
          label="Events"
          name="events"
          rules={[{ validator: (_, value?: string[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error('Choose at least one event'))) }]}
        >
          <Checkbox.Group
            role="group"
            aria-label="Events"
            options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: EVENT_LABELS[type] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add webhook
        </Button>
      </Form>
    </Flex>
  );
}
