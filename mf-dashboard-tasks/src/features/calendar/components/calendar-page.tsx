import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Empty, Flex, Segmented, Typography } from 'antd';
import { PageLoading, useMobileLayout } from '@navia/client-kit';
import { addDays, type Task } from '@navia/contracts';
import { useTasks } from '../../tasks/api/get-tasks';
import { useToday } from '../../tasks/hooks/use-today';
import { prerequisiteOf } from '../../tasks/model/task-actions';
import { monthTitle, monthWeeks, shiftMonth, strategyColours, tasksByDay, weekDays, weekTitle } from '../model/calendar-days';
import { AgendaList } from './agenda-list';
import { CalendarFeedCard } from './calendar-feed-card';
import { DayGrid } from './day-grid';
import { TaskDialog } from './task-dialog';

export const CALENDAR_LOADING = 'Loading your calendar...';
export const CALENDAR_ERROR = 'Your tasks could not be loaded.';

type View = 'month' | 'week';

/**
 * /calendar (issue 17, beyond the spec): the user's tasks by due date, a month or a week at a time (an agenda by day
 * under 768 px), one colour per strategy, locked tasks marked and completed ones struck through. A task opens its
 * card's actions and a date picker; dragging it to another day proposes the same move. Either way the dialog lists
 * the dependants that move with it before anything is saved. Above, the ICS feed for calendar apps.
 */
export function CalendarPage() {
  const today = useToday();
  const narrow = useMobileLayout();
  const { data, isPending, isError, refetch, isFetching } = useTasks();
  const tasks = useMemo(() => data?.tasks ?? [], [data]);
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState<string | null>(null);
  const shown = anchor ?? today;
  const [open, setOpen] = useState<{ taskId: string; day?: string } | null>(null);

  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const byDay = useMemo(() => tasksByDay(tasks), [tasks]);
  const colours = useMemo(() => strategyColours(tasks), [tasks]);
  const isLocked = useCallback((task: Task) => prerequisiteOf(task, byId) !== null, [byId]);
  const openTask = useCallback((task: Task) => setOpen({ taskId: task.id }), []);
  const dropTask = useCallback((taskId: string, day: string) => {
    const task = byId.get(taskId);
    if (task && task.status !== 'completed' && task.dueDate?.slice(0, 10) !== day) setOpen({ taskId, day });
  }, [byId]);
  const step = (n: number) => setAnchor(view === 'month' ? shiftMonth(shown, n) : addDays(shown, 7 * n));

  let content;
  if (isPending) content = <PageLoading text={CALENDAR_LOADING} />;
  else if (isError) content = <Alert type="error" showIcon title={CALENDAR_ERROR} action={<Button onClick={() => void refetch()} loading={isFetching}>Retry</Button>} />;
  else if (byDay.size === 0)
    content = (
      <Empty description="No dated tasks yet: launch a strategy and its tasks appear here.">
        <Link to="/strategies">Browse strategies</Link>
      </Empty>
    );
  else if (narrow) content = <AgendaList today={today} byDay={byDay} colours={colours} isLocked={isLocked} onOpen={openTask} />;
  else
    content = (
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex gap={8} align="center">
            <Button onClick={() => step(-1)} aria-label={view === 'month' ? 'Previous month' : 'Previous week'}>‹</Button>
            <Button onClick={() => setAnchor(null)}>Today</Button>
            <Button onClick={() => step(1)} aria-label={view === 'month' ? 'Next month' : 'Next week'}>›</Button>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
              {view === 'month' ? monthTitle(shown) : weekTitle(shown)}
            </Typography.Title>
          </Flex>
          <Segmented<View> aria-label="Calendar view" options={[{ label: 'Month', value: 'month' }, { label: 'Week', value: 'week' }]} value={view} onChange={setView} />
        </Flex>
        <DayGrid
          weeks={view === 'month' ? monthWeeks(shown) : [weekDays(shown)]}
          month={view === 'month' ? shown : null}
          today={today}
          byDay={byDay}
          colours={colours}
          isLocked={isLocked}
          onOpen={openTask}
          onDrop={dropTask}
        />
        <Typography.Text type="secondary">Drag a task to another day, or open it to pick a date: you see which tasks move with it before anything changes.</Typography.Text>
      </Flex>
    );

  const openedTask = open ? byId.get(open.taskId) : undefined;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0, maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 0 }}>
        Calendar
      </Typography.Title>
      {content}
      <CalendarFeedCard />
      {openedTask && <TaskDialog key={`${openedTask.id}:${open?.day ?? ''}`} task={openedTask} tasks={tasks} today={today} proposedDay={open?.day} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
