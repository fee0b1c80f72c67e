import { Modal, Typography } from 'antd';

interface RemoveConfirmProps {
  /** 'offering' or 'persona': titles 'Remove Offering' / 'Remove Persona' (spec part 2 §2.6). */
  what: 'offering' | 'persona';
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const TITLES = { offering: 'Remove Offering', persona: 'Remove Persona' } as const;

/** The removal confirmation: Cancel / Remove. */
export function RemoveConfirm({ what, open, busy, onCancel, onConfirm }: RemoveConfirmProps) {
  return (
    <Modal
      open={open}
      title={TITLES[what]}
      okText="Remove"
      cancelText="Cancel"
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Are you sure you want to remove this {what}? This action cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
