import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { errorMessage, isApiError } from '@navia/client-kit';
import { OneTimeSecret } from '../../settings/components/one-time-secret';
import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '@navia/contracts';
import { useCreateApiToken } from '../hooks/use-api-tokens';

const SCOPE_OPTIONS: Array<{ label: string; value: ApiTokenScope }> = [
  { label: 'Read: see brands, strategies, tasks and files', value: 'read' },
  { label: 'Write: change them', value: 'write' },
];

/** Names a new token and its scopes; then shows the token once, with a copy button. */
export function NewTokenForm() {
  const [form] = Form.useForm<{ name: string; scopes: ApiTokenScope[] }>();
  const create = useCreateApiToken();
  const fieldError = isApiError(create.error) ? create.error.body?.field : undefined;

  return (
    <Flex vertical gap={16}>
      {create.data && (
        <OneTimeSecret
          title={`Your token "${create.data.apiToken.name}"`}
          explanation="Copy it now: Navia keeps only a fingerprint of it and cannot show it again."
          label="New API token"
          secret={create.data.token}
          copyLabel="Copy token"
        />
      )}
      {create.error && !fieldError && <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} />}
      <Form
        form={form}
        name="new-api-token"
        layout="vertical"
        requiredMark={false}
        initialValues={{ scopes: ['read'] }}
        onFinish={(values) =>
          create.mutate({ name: values.name.trim(), scopes: values.scopes }, { onSuccess: () => form.resetFields() })
        }
      >
        <Form.Item
          label="Token name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Give the token a name' }]}
          validateStatus={fieldError === 'name' ? 'error' : undefined}
          help={fieldError === 'name' ? errorMessage(create.error) : undefined}
        >
          <Input maxLength={API_TOKEN_NAME_MAX} placeholder="Zapier, my spreadsheet…" />
        </Form.Item>
        {/* A validator rather than `required`: antd would put aria-required on the group's <div>, which axe refuses. */}
        <Form.Item
          label="What it may do"
          name="scopes"
          rules={[{ validator: (_, value?: string[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error('Choose read, write or both'))) }]}
        >
          <Checkbox.Group role="group" aria-label="What it may do" options={SCOPE_OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create token
        </Button>
      </Form>
    </Flex>
  );
}
