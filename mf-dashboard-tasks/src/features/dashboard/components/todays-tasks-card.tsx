import { useId, useMemo } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { Task } from '@navia/contracts';
import { TASKS_LOAD_ERROR, useTasks } from '../../tasks/api/get-tasks';
import { TaskCard } from '../../tasks/components/task-card';
import { TASKS_LOAD_HINT } from '../../tasks/components/tasks-page';
import { FOCUS_FALLBACK_ATTRIBUTE } from '../../tasks/hooks/use-completion-focus';
import { useProcessingExpiry } from '../../tasks/hooks/use-processing-expiry';
import { useTaskNavigation } from '../../tasks/hooks/use-task-navigation';
import { useToday } from '../../tasks/hooks/use-today';
import { prerequisiteOf } from '../../tasks/model/task-actions';
import { useProcessingView } from '../../tasks/hooks/use-processing-view';
import { NO_TASKS_TODAY, NO_TASKS_TODAY_HINT, TODAYS_TASKS_LIMIT, todaysTasks, viewMoreLabel } from '../model/todays-tasks';
import { CardLoading } from './card-loading';
import { CARD_HEADING_STYLE, DASHBOARD_CARD_STYLES, TODAYS_TASKS_LOADING_HEIGHT } from './card-styles';

export const TODAYS_TASKS_TITLE = "Today's Tasks";

function DueTasks({ tasks, onCompleted }: { tasks: Task[]; onCompleted: (task: Task) => void }) {
  const today = useToday();
  const { start, viewContent } = useTaskNavigation();
  const tasksById = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const processingOf = useProcessingView(tasksById);
  const due = useMemo(() => todaysTasks(tasks, today), [tasks, today]);

  if (due.length === 0) {
    return (
      <Flex vertical align="center" gap={4} style={{ padding: '16px 0', textAlign: 'center' }}>
        <Typography.Text strong>{NO_TASKS_TODAY}</Typography.Text>
        <Typography.Text type="secondary">{NO_TASKS_TODAY_HINT}</Typography.Text>
      </Flex>
    );
  }
  const more = due.length - TODAYS_TASKS_LIMIT;
  return (
    <Flex vertical gap={12}>
      <ul aria-label="Tasks due today" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {due.slice(0, TODAYS_TASKS_LIMIT).map((task) => (
          <li key={task.id} style={{ minWidth: 0 }}>
            <TaskCard
              task={task}
              today={today}
              prerequisite={prerequisiteOf(task, tasksById)}
              processing={processingOf(task)}
              onCompleted={onCompleted}
              onStart={start}
              onView={viewContent}
            />
          </li>
        ))}
      </ul>
      {more > 0 && <Link to="/tasks">{viewMoreLabel(more)}</Link>}
    </Flex>
  );
}

/**
 * spec part 1 §2 "Dashboard": the first 5 tasks due today or overdue (in the user's time zone, by the tasks page's
 * rules), 'View N more task(s)' to /tasks, View All Tasks, and the empty state.
 */
export function TodaysTasksCard({ onCompleted }: { onCompleted: (task: Task) => void }) {
  useProcessingExpiry();
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isPending, isError } = useTasks();

  return (
    // Focusable from script only: where focus lands when the last task due today is completed from the keyboard.
    <section aria-labelledby={titleId} tabIndex={-1} {...{ [FOCUS_FALLBACK_ATTRIBUTE]: true }} style={{ minWidth: 0 }}>
      <Card
        title={<h2 id={titleId} style={CARD_HEADING_STYLE}>{TODAYS_TASKS_TITLE}</h2>}
        extra={<Button onClick={() => navigate('/tasks')}>View All Tasks</Button>}
        styles={DASHBOARD_CARD_STYLES}
      >
        {isPending ? (
          <CardLoading label="Loading today's tasks" rows={3} minHeight={TODAYS_TASKS_LOADING_HEIGHT} />
        ) : isError ? (
          <Alert type="error" showIcon title={TASKS_LOAD_ERROR} description={TASKS_LOAD_HINT} />
        ) : (
          <DueTasks tasks={data.tasks} onCompleted={onCompleted} />
        )}
      </Card>
    </section>
  );
}
