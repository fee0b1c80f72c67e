import '@navia/client-kit/src/testing/fast-computed-style';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { errorResponse, fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import { planReschedule, type StrategyListItem, type Task, type TaskListItem, type TaskListPage, type User } from '@navia/contracts';
import { TasksPage } from '../components/tasks-page';
import { readProcessingRecord, useProcessingTaskStore } from '../stores/processing-task-store';
import { readStoredTasksView, useTasksViewStore } from '../stores/tasks-view-store';

// Shared by the tasks tests only (no .test suffix, so jest does not run it as a suite).

export const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const SPRING_ID = '5a0d1c2b-0000-4000-8000-000000000001';
export const HOLIDAY_ID = '5a0d1c2b-0000-4000-8000-000000000002';
export const OLD_ID = '5a0d1c2b-0000-4000-8000-000000000003';

/** Wednesday 2026-11-25, 10:00 in Los Angeles (already Thursday 07:00 in Auckland). */
export const NOW = new Date('2026-11-25T18:00:00Z');

let nextId = 1;
export const taskId = (n: number) => `7b1e0f00-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeTask(overrides: Partial<Task> = {}): Task {
  const n = nextId++;
  return {
    id: taskId(n),
    title: `Task ${n}`,
    description: 'Do the thing.',
    status: 'pending',
    dueDate: '2026-11-25',
    timeframe: null,
    strategy: 'Spring Launch',
    strategyId: SPRING_ID,
    taskType: 'social_post',
    actionType: 'ai_writer',
    formatId: 'instagram-post',
    dependencyId: null,
    outputFileId: null,
    generatedContent: null,
    finalContent: null,
    processingStatus: null,
    tags: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeStrategy(id: string, name: string, status: StrategyListItem['status']): StrategyListItem {
  return {
    id, name, status, description: '', deadline: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
    completionPercentage: 0, completedTasks: 0, totalTasks: 0, isLocked: false, templateId: 'tpl', brandId: BRAND_ID,
  };
}

export { errorResponse, jsonResponse } from '@navia/client-kit/src/testing/fake-api';
export type { FetchMock } from '@navia/client-kit/src/testing/fake-api';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface ServeOptions {
  tasks?: TaskListItem[];
  /** Answer of GET /api/strategies; left out, the call answers 404 (the strategies service may not be there). */
  strategies?: StrategyListItem[];
  /** Replaces GET /api/tasks. */
  list?: Handler;
  /**
   * Replaces PATCH /api/tasks/{id}/status (the default applies the server's lock rule to the stored tasks); an
   * answer of undefined leaves the call to the default.
   */
  patch?: (url: string, init: RequestInit) => Response | undefined | Promise<Response | undefined>;
  /** Tasks per page of the list view (the server's default, 100, unless told). */
  pageSize?: number;
  /** What GET /api/tasks/{id} answers from (the stored tasks unless told): whole tasks behind lean list items. */
  fullTasks?: Task[];
  /** Replaces PATCH /api/tasks/{id} (the default moves the stored tasks by the contracts' reschedule plan). */
  reschedule?: Handler;
  /** Replaces GET /api/calendar/feed. */
  feed?: Handler;
}

/**
 * GET /api/tasks as the server answers it: with view=list, a page of the stored tasks (in their stored order) and,
 * on the first page, the strategies and task types among them; without, the whole list.
 */
function listAnswer(url: string, stored: TaskListItem[], pageSize = 100): TaskListPage | { tasks: Task[] } {
  const params = new URL(url, 'http://localhost').searchParams;
  // The whole list carries whole tasks (the tests store makeTask's); the fake API's contract check says so if not.
  if (params.get('view') !== 'list') return { tasks: stored as Task[] };
  const offset = Number(params.get('offset') ?? 0);
  const kinds = [...new Map(stored.map((t) => [`${t.strategyId} ${t.taskType}`, { strategyId: t.strategyId, strategy: t.strategy, taskType: t.taskType }])).values()];
  return {
    tasks: stored.slice(offset, offset + pageSize),
    nextOffset: offset + pageSize < stored.length ? offset + pageSize : null,
    ...(offset === 0 ? { kinds } : {}),
  };
}

const feedAt = (secret: string) => ({ url: `http://localhost/ical/${secret}.ics`, path: `/ical/${secret}.ics` });
export const FEED = feedAt('a'.repeat(43));
export const ROTATED_FEED = feedAt('b'.repeat(43));

export interface TasksServer extends FakeApi {
  tasks: () => TaskListItem[];
  calls: (method: string, prefix: string) => { url: string; body: unknown }[];
}

/** A fake API at the network level: the brand list, the tasks (kept in memory), the strategies. */
export function serveTasks(options: ServeOptions = {}): TasksServer {
  let stored = [...(options.tasks ?? [])];

  const defaultPatch = (id: string, status: Task['status']) => {
    const task = stored.find((t) => t.id === id);
    if (!task) return errorResponse(404, 'not_found', 'Task not found');
    const prerequisite = stored.find((t) => t.id === task.dependencyId);
    if (prerequisite && prerequisite.status !== 'completed') return errorResponse(409, 'task_locked', `Complete "${prerequisite.title}" first`);
    const updated = { ...task, status };
    stored = stored.map((t) => (t.id === id ? updated : t));
    return updated as Task;
  };

  const api = fakeApi({
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] }),
    'GET /api/tasks': (r) => (options.list ? options.list(r.url, r.init) : listAnswer(r.url, stored, options.pageSize)),
    'GET /api/tasks/:id': (r) => ((options.fullTasks ?? stored) as Task[]).find((t) => t.id === r.params.id) ?? errorResponse(404, 'not_found', 'Task not found'),
    'PATCH /api/tasks/:id/status': async (r) =>
      (await options.patch?.(r.url, r.init)) ?? defaultPatch(r.params.id, (r.body as { status: Task['status'] }).status),
    ...(options.strategies ? { 'GET /api/strategies': () => ({ strategies: options.strategies! }) } : {}),
    'PATCH /api/tasks/:id': async (r) => {
      if (options.reschedule) return options.reschedule(r.url, r.init);
      const moved = planReschedule(stored as Task[], r.params.id, (r.body as { dueDate: string }).dueDate);
      stored = stored.map((t) => {
        const m = moved.find((x) => x.id === t.id);
        return m ? { ...t, dueDate: m.dueDate } : t;
      });
      return { task: stored.find((t) => t.id === r.params.id) as Task, moved, atRisk: null };
    },
    'GET /api/calendar/feed': (r) => (options.feed ? options.feed(r.url, r.init) : FEED),
    'POST /api/calendar/feed/rotate': () => ROTATED_FEED,
  });
  return {
    ...api,
    tasks: () => stored,
    calls: (method, prefix) => api.sent(method, prefix).map(({ url, body }) => ({ url, body })),
  };
}

export function makeUser(timezone?: string): User {
  return {
    id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: null,
    publicMetadata: { onboardingComplete: true, ...(timezone ? { timezone } : {}) },
    plan: { key: 'basic', name: 'Build' },
  };
}

/**
 * A signed-in user on a clean browser, at NOW. Only Date is faked: react-query, antd and the checkmark keep real
 * timers, while every "today" the page computes is the same day on any machine.
 */
export function signIn(timezone: string | null = 'America/Los_Angeles') {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
      'setTimeout', 'clearTimeout'],
    now: NOW,
  });
  nextId = 1;
  localStorage.clear();
  useAuthStore.setState({ status: 'signedIn', user: makeUser(timezone ?? undefined), accessToken: 'tok' });
  useActiveBrandStore.setState({ brand: null });
  // The stores read storage once at module load; give each test the state a fresh page load would.
  resetStoresFromStorage();
}

export function resetStoresFromStorage() {
  useTasksViewStore.setState(readStoredTasksView());
  useProcessingTaskStore.setState({ record: readProcessingRecord() });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `page` at `path` with the providers the remote runs in, and the current location in an output. */
export function renderPage(page: ReactElement, path: string, queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<>{page}<Where /></>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, queryClient };
}

export const renderTasksPage = (path = '/tasks', queryClient?: QueryClient) => renderPage(<TasksPage />, path, queryClient);

/** Renders the page and waits for the task cards (or an empty or error state). */
export async function openTasksPage(options: ServeOptions = {}, path = '/tasks', queryClient?: QueryClient) {
  const server = serveTasks(options);
  const view = renderTasksPage(path, queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Tasks' });
  await waitForContent();
  return { ...view, server };
}

export async function waitForContent() {
  await screen.findAllByText(/^(Mark Complete|Complete|No tasks found|Failed to load tasks|No tasks match the current filter)$/, {});
}

export const location = () => screen.getByTestId('location').textContent;
/** The card (an article) named by its task title. */
export const card = (title: string) => screen.getByRole('article', { name: title });
export const inCard = (title: string) => within(card(title));
export const section = (name: string | RegExp) => screen.getByRole('region', { name });
export const titlesIn = (name: string | RegExp) =>
  within(section(name)).queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
export const chip = (name: string) => within(screen.getByRole('group', { name: 'Filter tasks' })).getByRole('button', { name });
export const chipLabels = () => within(screen.getByRole('group', { name: 'Filter tasks' })).getAllByRole('button').map((b) => b.textContent);
export const allTitles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
