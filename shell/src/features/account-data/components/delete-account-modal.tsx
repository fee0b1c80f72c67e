import { Alert, Button, Divider, Flex, Form, Input, Modal, Typography } from 'antd';
import { errorMessage, isApiError } from '@navia/client-kit';
import { useDataExport } from '../hooks/use-data-export';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { DataExportStatus } from './data-export-status';

interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Delete my account' from the user menu (issue 19): offers the data download first, then asks for the password.
 * A wrong password shows under its field; the account stays.
 */
export function DeleteAccountModal({ open, onClose }: DeleteAccountModalProps) {
  const [form] = Form.useForm<{ password: string }>();
  const download = useDataExport();
  const deletion = useDeleteAccount();
  const wrongPassword = isApiError(deletion.error) && deletion.error.body?.field === 'password';
  const close = () => {
    download.cancel();
    onClose();
  };

  return (
    <Modal open={open} title="Delete my account" onCancel={deletion.isPending ? undefined : close} closable={!deletion.isPending} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        This deletes your account and everything in it: your brands, strategies, tasks and content files. It cannot be
        undone.
      </Typography.Paragraph>
      <Typography.Paragraph strong>Download your data first</Typography.Paragraph>
      <Flex vertical gap={8}>
        <Button onClick={() => void download.start()} loading={download.state.status === 'running'} style={{ alignSelf: 'flex-start' }}>
          Download my data
        </Button>
        <DataExportStatus state={download.state} />
      </Flex>
      <Divider />
      {deletion.error && !wrongPassword && <Alert type="error" showIcon role="alert" title={errorMessage(deletion.error)} style={{ marginBottom: 16 }} />}
      <Form form={form} name="delete-account" layout="vertical" requiredMark={false} onFinish={({ password }) => deletion.mutate(password)}>
        <Form.Item
          label="Your password"
          name="password"
          rules={[{ required: true, message: 'Enter your password to delete your account' }]}
          validateStatus={wrongPassword ? 'error' : undefined}
          help={wrongPassword ? errorMessage(deletion.error) : undefined}
        >
          <Input.Password autoComplete="current-password" onChange={() => wrongPassword && deletion.reset()} />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={close} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button type="primary" danger htmlType="submit" loading={deletion.isPending}>
            Delete my account
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
