import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Flex, Typography } from 'antd';
import type { TaskKind, TaskListItem } from '@navia/contracts';
import { PageLoading, useServerRender } from '@navia/client-kit';
import { useStrategies } from '../api/get-strategies';
import { useTaskPages } from '../api/get-task-pages';
import { TASKS_LOAD_ERROR } from '../api/get-tasks';
import { FOCUS_FALLBACK_ATTRIBUTE } from '../hooks/use-completion-focus';
import { useProcessingExpiry } from '../hooks/use-processing-expiry';
import { useTaskNavigation } from '../hooks/use-task-navigation';
import { useProcessingView } from '../hooks/use-processing-view';
import { useTasksFilter } from '../hooks/use-tasks-filter';
import { useToday } from '../hooks/use-today';
import { prerequisiteOf } from '../model/task-actions';
import { buildFilterChips, matchesFilter } from '../model/task-filters';
import { TASK_SECTIONS, groupIntoSections, sectionsStillGrowing } from '../model/task-sections';
import { useTasksViewStore } from '../stores/tasks-view-store';
import { CompletionCheckmark } from './completion-checkmark';
import { MoreTasks } from './more-tasks';
import { ShowCompletedSwitch } from './show-completed-switch';
import { TaskCard } from './task-card';
import { TaskFilterChips } from './task-filter-chips';
import { TaskSection } from './task-section';
import { NoMatchingTasks, NoTasksFound } from './tasks-empty-state';

/** spec part 1 §2 "Tasks page". */
export const TASKS_LOADING = 'Loading your tasks...';
export const TASKS_LOAD_HINT = 'Please try refreshing the page';

const NO_TASKS: TaskListItem[] = [];

/**
 * Off-screen cards skip layout and paint until scrolled near (a big account has hundreds below the fold); they stay
 * in the accessibility tree and the tab order. The size is a card's usual height, so the scrollbar barely moves.
 */
const CARD_ITEM_STYLE = { minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 190px' } as const;

interface TaskListProps {
  tasks: TaskListItem[];
  /** Every strategy and task type among the tasks, also those on pages not loaded yet. */
  kinds: TaskKind[] | undefined;
  brandId: string | null;
  onCompleted: () => void;
  more: { pending: boolean; loading: boolean; failed: boolean; load: () => void };
}

function TaskList({ tasks, kinds, brandId, onCompleted, more }: TaskListProps) {
  const today = useToday();
  const [filter, chooseFilter] = useTasksFilter();
  const showCompleted = useTasksViewStore((s) => s.showCompleted);
  const { data: strategies } = useStrategies(brandId);
  const { start, viewContent } = useTaskNavigation();

  const tasksById = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const processingOf = useProcessingView(tasksById);
  const chips = useMemo(() => buildFilterChips(kinds ?? tasks, strategies), [kinds, tasks, strategies]);
  const sections = useMemo(
    () => groupIntoSections(tasks.filter((task) => matchesFilter(task, filter)), today, showCompleted),
    [tasks, filter, today, showCompleted],
  );
  const growing = sectionsStillGrowing(tasks.at(-1)?.dueDate, today, more.pending);
  const visible = TASK_SECTIONS.filter((section) => sections[section.key].length > 0);

  return (
    <>
      <TaskFilterChips chips={chips} value={filter} onChange={chooseFilter} />
      <ShowCompletedSwitch />
      {visible.length === 0 && !more.pending && <NoMatchingTasks />}
      {visible.map((section) => (
        <TaskSection key={section.key} section={section} count={sections[section.key].length} growing={growing.has(section.key)}>
          {sections[section.key].map((task) => (
            <li key={task.id} style={CARD_ITEM_STYLE}>
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
        </TaskSection>
      ))}
      {more.pending && <MoreTasks loading={more.loading} failed={more.failed} onLoad={more.load} />}
    </>
  );
}

function TasksContent({ onCompleted }: { onCompleted: () => void }) {
  const { data, isPending, refetch, isFetching, brandId, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useTaskPages();
  const tasks = useMemo(() => data?.pages.flatMap((page) => page.tasks) ?? NO_TASKS, [data]);
  // The cards of a new page render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for a whole page of cards (issue 16 item 5), and the first page too (it starts empty).
  // A change within the loaded tasks (a status) shows at once, so a ticked box never flips back meanwhile. A server
  // render of the page draws the cards it has.
  const deferred = useDeferredValue(tasks, useServerRender() ? tasks : NO_TASKS);
  const shown = deferred.length === tasks.length ? tasks : deferred;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (!data) return isPending ? <PageLoading text={TASKS_LOADING} /> : <Alert type="error" showIcon title={TASKS_LOAD_ERROR} description={TASKS_LOAD_HINT} />;
  if (tasks.length === 0 && !hasNextPage) return <NoTasksFound onRefresh={() => void refetch()} refreshing={isFetching} />;
  if (shown.length === 0) return <PageLoading text={TASKS_LOADING} />;
  // The next page waits until this one's cards are in: pages arriving faster than they render would restart the
  // deferred render again and again, and the end of the list would stay near, asking for page after page.
  const more = { pending: hasNextPage, loading: isFetchingNextPage || shown !== tasks, failed: isFetchNextPageError, load: loadMore };
  return <TaskList tasks={shown} kinds={data.pages[0]?.kinds} brandId={brandId} onCompleted={onCompleted} more={more} />;
}

/**
 * spec part 1 §2 "Tasks page" (/tasks): filter chips, the show-completed switch, and the Today / This Week / Future /
 * Past Completed Tasks sections of task cards, dated in the user's time zone.
 */
export function TasksPage() {
  useProcessingExpiry();
  const [checkmark, setCheckmark] = useState<number | null>(null);
  const playCheckmark = useCallback(() => setCheckmark((key) => (key ?? 0) + 1), []);
  const hideCheckmark = useCallback(() => setCheckmark(null), []);

  return (
    // Focusable from script only: where focus lands when the last task of the list is completed from the keyboard.
    <Flex vertical gap={16} tabIndex={-1} {...{ [FOCUS_FALLBACK_ATTRIBUTE]: true }} style={{ minWidth: 0, maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 0 }}>
        Tasks
      </Typography.Title>
      <TasksContent onCompleted={playCheckmark} />
      {checkmark !== null && <CompletionCheckmark playKey={checkmark} onDone={hideCheckmark} />}
    </Flex>
  );
}
