import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Divider, Flex, Switch, Typography } from 'antd';
import { TASKS_BY_TAG_QUERY_KEY, track, useToast } from '@navia/client-kit';
import type { StrategyDetailsResponse, StrategyStatus } from '@navia/contracts';
import type { useDeleteStrategy } from '../../api/delete-strategy';
import type { useUpdateStrategy } from '../../api/update-strategy';
import { dayToPicker, LONG_DATE_FORMAT, pickerToDay } from '../../model/dates';
import { DetailItem } from '../shared/detail-item';
import { ConfirmDialog } from './confirm-dialog';
import { ManageObjectives } from './manage-objectives';

interface ManageFormProps {
  details: StrategyDetailsResponse;
  /** When the details were last read: a new answer refreshes the task key results' progress (spec part 2 §7). */
  detailsUpdatedAt: number;
  update: ReturnType<typeof useUpdateStrategy>;
  remove: ReturnType<typeof useDeleteStrategy>;
  onClose: () => void;
}

/** Re-reads the by-tag progress of this strategy when its details are read again; not on the first answer. */
function useRefreshTaskProgress(strategyId: string, detailsUpdatedAt: number) {
  const queryClient = useQueryClient();
  const seen = useRef(detailsUpdatedAt);
  useEffect(() => {
    if (seen.current === detailsUpdatedAt) return;
    seen.current = detailsUpdatedAt;
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === TASKS_BY_TAG_QUERY_KEY[0] && q.queryKey[2] === strategyId,
    });
  }, [queryClient, strategyId, detailsUpdatedAt]);
}

/**
 * Track & Manage once the details are in (spec part 2 §2.5). The goal date and the completion switch are local until
 * Save & Close; key results are saved as they are edited.
 */
export function ManageForm({ details, detailsUpdatedAt, update, remove, onClose }: ManageFormProps) {
  const toast = useToast();
  const goalDateId = useId();
  const switchId = useId();
  const { strategy, objectives, selectedOffering, selectedPersona } = details;
  const wasCompleted = strategy.status === 'completed';
  const [goalDate, setGoalDate] = useState<string | null>(strategy.deadline);
  const [completed, setCompleted] = useState(wasCompleted);
  const [confirm, setConfirm] = useState<'none' | 'delete' | 'complete'>('none');
  useRefreshTaskProgress(strategy.id, detailsUpdatedAt);

  const saving = update.isPending;
  const deleting = remove.isPending;
  const busy = saving || deleting;

  const save = (status: StrategyStatus | undefined) => {
    update.mutate(
      { id: strategy.id, status, deadline: goalDate },
      {
        onSuccess: () => {
          if (status === 'completed') track('strategy_completed', { strategy_id: strategy.id });
          toast({ title: 'Strategy Updated!', description: 'Your strategy has been saved successfully.', variant: 'success' });
          setConfirm('none');
          onClose();
        },
        onError: (error) => {
          console.error('Failed to update strategy', error);
          setConfirm('none');
          toast({ title: 'Failed to Update Strategy', description: 'There was an error saving your changes. Please try again.', variant: 'error' });
        },
      },
    );
  };

  // spec part 2 §4: switching on and saving asks first; switching off sets active; untouched keeps the status.
  const saveAndClose = () => {
    if (completed === wasCompleted) save(undefined);
    else if (completed) setConfirm('complete');
    else save('active');
  };

  const deleteStrategy = () => {
    remove.mutate(strategy.id, {
      onSuccess: () => {
        toast({ title: 'Strategy Deleted', description: 'Your strategy has been deleted successfully.', variant: 'success' });
        setConfirm('none');
        onClose();
      },
      onError: (error) => {
        console.error('Failed to delete strategy', error);
        setConfirm('none');
        toast({ title: 'Failed to Delete Strategy', description: 'There was an error deleting your strategy. Please try again.', variant: 'error' });
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {strategy.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {strategy.description.trim() || 'No description provided'}
        </Typography.Paragraph>
      </div>
      <Flex vertical gap={4}>
        <label htmlFor={goalDateId}>Goal Date</label>
        <DatePicker
          id={goalDateId}
          placeholder="Pick a date"
          format={LONG_DATE_FORMAT}
          value={dayToPicker(goalDate)}
          disabled={busy}
          onChange={(day) => setGoalDate(pickerToDay(day))}
          style={{ maxWidth: 280 }}
        />
      </Flex>
      <Flex gap={24} wrap>
        <DetailItem label="What You're Promoting">{selectedOffering?.name.trim() || 'No offering selected'}</DetailItem>
        <DetailItem label="Who You're Targeting">{selectedPersona?.name.trim() || 'No persona selected'}</DetailItem>
      </Flex>
      <Flex align="center" gap={8}>
        <Switch id={switchId} checked={completed} disabled={busy} onChange={setCompleted} />
        <label htmlFor={switchId}>Mark strategy as completed</label>
      </Flex>
      <ManageObjectives objectives={objectives} strategyId={strategy.id} />
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" gap={8} wrap>
        <Button danger disabled={busy} onClick={() => setConfirm('delete')}>
          Delete
        </Button>
        <Flex gap={8} wrap>
          <Button disabled={busy} onClick={onClose}>
            Close
          </Button>
          <Button type="primary" disabled={busy} onClick={saveAndClose}>
            {saving ? 'Saving...' : 'Save & Close'}
          </Button>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete Strategy"
        confirmText="Delete"
        busyText="Deleting..."
        busy={deleting}
        danger
        onCancel={() => setConfirm('none')}
        onConfirm={deleteStrategy}
      >
        {`Are you sure you want to delete "${strategy.name}"? This action will permanently remove all associated tasks and progress. This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'complete'}
        title="Mark Strategy as Complete"
        confirmText="Mark as Complete"
        busyText="Saving..."
        busy={saving}
        onCancel={() => setConfirm('none')}
        onConfirm={() => save('completed')}
      >
        Completing this strategy permanently removes its tasks from your task list; only the files created from it
        remain. Do you want to mark it as complete?
      </ConfirmDialog>
    </Flex>
  );
}
