import { useId, useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { earliestDay, monthDayLabel, planReschedule, type Task } from '@navia/contracts';
import { errorMessage, useToast } from '@navia/client-kit';
import { useRescheduleTask } from '../api/reschedule-task';
import { TaskCard } from '../../tasks/components/task-card';
import { useTaskNavigation } from '../../tasks/hooks/use-task-navigation';
import { prerequisiteOf } from '../../tasks/model/task-actions';

interface TaskDialogProps {
  task: Task;
  tasks: readonly Task[];
  today: string;
  /** A day the task was dropped on: the move is shown, waiting to be confirmed. */
  proposedDay?: string;
  onClose: () => void;
}

/**
 * A calendar task's actions (issue 17): its card as the tasks page shows it (complete, Start Task, View Content), and
 * a date picker to reschedule it. Before anything moves, the dialog lists every task the move takes along.
 */
export function TaskDialog({ task, tasks, today, proposedDay, onClose }: TaskDialogProps) {
  const dateId = useId();
  const toast = useToast();
  const { start, viewContent } = useTaskNavigation();
  const reschedule = useRescheduleTask();
  const current = task.dueDate?.slice(0, 10) ?? '';
  const [day, setDay] = useState(proposedDay ?? current);
  const completed = task.status === 'completed';
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const earliest = earliestDay(tasks, task.id);
  const tooEarly = Boolean(earliest && day && day < earliest);
  const moves = useMemo(() => (day && !tooEarly ? planReschedule(tasks, task.id, day) : []), [tasks, task.id, day, tooEarly]);

  // Awaited rather than given callbacks: the answer's toasts must show even if the dialog has gone by then.
  const commit = async () => {
    let answer;
    try {
      answer = await reschedule.mutateAsync({ taskId: task.id, dueDate: day });
    } catch {
      return; // said in the dialog (reschedule.isError)
    }
    // One toast (the shell shows one at a time): what moved, and whether the strategy now ends after its goal date.
    const along = answer.moved.length - 1;
    const moved = along > 0 ? `${along} dependent ${along === 1 ? 'task' : 'tasks'} moved with it.` : '';
    const risk = answer.atRisk
      ? `${answer.atRisk.strategy} is at risk: its tasks now end on ${monthDayLabel(answer.atRisk.latestDueDate)}, after its goal date, ${monthDayLabel(answer.atRisk.goalDate)}.`
      : '';
    toast({ title: 'Task moved', description: [moved, risk].filter(Boolean).join(' ') || undefined, variant: answer.atRisk ? 'warning' : 'success' });
    onClose();
  };

  return (
    <Modal open title={task.title} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <Flex vertical gap={16}>
        <TaskCard task={task} today={today} prerequisite={prerequisiteOf(task, byId)} processing="idle" onCompleted={onClose} onStart={start} onView={viewContent} />
        {completed ? (
          <Typography.Text type="secondary">Completed tasks keep their date.</Typography.Text>
        ) : (
          <Flex vertical gap={8} role="group" aria-labelledby={`${dateId}-label`}>
            <Typography.Text strong id={`${dateId}-label`}>
              Reschedule
            </Typography.Text>
            <Flex gap={8} wrap align="center">
              <label htmlFor={dateId}>New date</label>
              <Input id={dateId} type="date" value={day} min={earliest ?? undefined} onChange={(e) => setDay(e.target.value)} style={{ width: 180 }} />
            </Flex>
            {tooEarly && earliest && <Alert type="warning" showIcon title={`This task cannot be due before its prerequisite, due ${monthDayLabel(earliest)}.`} />}
            {moves.length > 0 && (
              <div role="status">
                <Typography.Text>{moves.length === 1 ? 'Only this task moves.' : `This moves ${moves.length} tasks:`}</Typography.Text>
                {moves.length > 1 && (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                    {moves.map((m) => (
                      <li key={m.id}>{`${m.title}: ${m.fromDate ? monthDayLabel(m.fromDate) : 'no date'} → ${monthDayLabel(m.dueDate)}`}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {reschedule.isError && <Alert type="error" showIcon title="The task could not be moved." description={errorMessage(reschedule.error)} />}
            <Flex gap={8} justify="flex-end">
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" disabled={!moves.length || tooEarly} loading={reschedule.isPending} onClick={() => void commit()}>
                Move task
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
