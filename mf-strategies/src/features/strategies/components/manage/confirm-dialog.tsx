import type { ReactNode } from 'react';
import { Modal, Typography } from 'antd';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  busyText: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A yes/no question over Track & Manage (spec part 2 §2.5: Delete Strategy, Mark Strategy as Complete). The confirm
 * button shows its busy label and is disabled while the call runs; antd's `loading` can leave a spinner stuck on a
 * button whose label changes.
 */
export function ConfirmDialog({ open, title, children, confirmText, busyText, busy, danger, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={busy ? busyText : confirmText}
      cancelText="Cancel"
      okButtonProps={{ danger, disabled: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      onOk={onConfirm}
      onCancel={busy ? undefined : onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{children}</Typography.Paragraph>
    </Modal>
  );
}
