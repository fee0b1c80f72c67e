import { Modal, Typography } from 'antd';

interface DeleteFileDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** spec part 2 §2.8: the Delete File confirmation. Its wording is ours (the spec names the dialog only). */
export function DeleteFileDialog({ open, name, busy, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <Modal
      open={open}
      title="Delete File"
      okText={busy ? 'Deleting...' : 'Delete'}
      cancelText="Cancel"
      okButtonProps={{ danger: true, disabled: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      onOk={onConfirm}
      onCancel={busy ? undefined : onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Are you sure you want to delete &quot;{name}&quot;? This cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
