import { useEffect } from 'react';
import { Button, Modal, Typography } from 'antd';
import { PageLoading, track } from '@navia/client-kit';
import { useDeleteStrategy } from '../../api/delete-strategy';
import { useStrategyDetails } from '../../api/get-strategy-details';
import { useUpdateStrategy } from '../../api/update-strategy';
import { serverErrorText } from '../../model/error-text';
import { StateMessage } from '../shared/state-message';
import { ManageForm } from './manage-form';

interface TrackManageDialogProps {
  /** The strategy to show; null keeps the dialog closed. */
  strategyId: string | null;
  onClose: () => void;
}

/** spec part 2 §2.5 "Strategy Track & Manage". */
export function TrackManageDialog({ strategyId, onClose }: TrackManageDialogProps) {
  const details = useStrategyDetails(strategyId);
  // Held here so a save or delete in flight keeps the dialog (and the answer's toast) until it is done.
  const update = useUpdateStrategy();
  const remove = useDeleteStrategy();
  const busy = update.isPending || remove.isPending;

  useEffect(() => {
    if (strategyId) track('view_track_manage_strategy', { strategy_id: strategyId });
  }, [strategyId]);

  let body;
  if (details.isError) {
    body = (
      <StateMessage
        role="alert"
        title="Error loading strategy details"
        description={serverErrorText(details.error)}
        action={<Button onClick={onClose}>Close</Button>}
      />
    );
  } else if (!details.data) {
    body = <PageLoading text="Loading strategy details..." />;
  } else {
    body = (
      <ManageForm
        key={strategyId}
        details={details.data}
        detailsUpdatedAt={details.dataUpdatedAt}
        update={update}
        remove={remove}
        onClose={onClose}
      />
    );
  }

  return (
    <Modal
      open={strategyId !== null}
      title="Track & Manage"
      // Escape, the mask and the close button all go through onCancel.
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Review and manage your strategy details.</Typography.Paragraph>
      {strategyId && body}
    </Modal>
  );
}
