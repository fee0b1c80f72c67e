import { fireEvent, screen, within } from '@testing-library/react';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { makeTask, signIn } from '../../tasks/test/tasks-test-kit';
import { PROCESSING_TASK_KEY } from '../../tasks/stores/processing-task-store';
import { location, renderInApp, serveDashboard, type DashboardServeOptions } from '../test/dashboard-test-kit';
import { TodaysTasksCard } from './todays-tasks-card';

jest.setTimeout(30_000);

// Today is Wednesday 2026-11-25 for the Los Angeles user (the tasks kit's NOW).
afterEach(() => jest.useRealTimers());

const card = () => screen.getByRole('region', { name: "Today's Tasks" });
const titles = () =>
  within(card())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

async function openCard(options: DashboardServeOptions = {}) {
  const server = serveDashboard(options);
  const view = renderInApp(<TodaysTasksCard onCompleted={() => {}} />);
  await screen.findByRole('region', { name: "Today's Tasks" });
  await within(card()).findAllByText(/^(Mark Complete|No tasks scheduled for today|Failed to load tasks)$/, {});
  return { ...view, server };
}

describe("Today's Tasks", () => {
  beforeEach(() => signIn());

  it('shows the first 5 tasks due today or overdue, overdue first, and links the rest to /tasks', async () => {
    await openCard({
      tasks: [
        makeTask({ title: 'Today 1' }),
        makeTask({ title: 'Late 2', dueDate: '2026-11-23' }),
        makeTask({ title: 'Today 2' }),
        makeTask({ title: 'Tomorrow', dueDate: '2026-11-26' }),
        makeTask({ title: 'Today 3' }),
        makeTask({ title: 'Late 1', dueDate: '2026-11-20' }),
        makeTask({ title: 'Done today', status: 'completed' }),
        makeTask({ title: 'Today 4' }),
        makeTask({ title: 'Undated today', dueDate: null, timeframe: 'today' }),
      ],
    });
    expect(titles()).toEqual(['Late 1', 'Late 2', 'Today 1', 'Today 2', 'Today 3']);
    const more = within(card()).getByRole('link', { name: 'View 2 more tasks' });
    fireEvent.click(more);
    expect(location()).toBe('/tasks');
  });

  it("says 'View 1 more task' for one more, and nothing for exactly 5", async () => {
    const { unmount } = await openCard({ tasks: Array.from({ length: 6 }, (_, i) => makeTask({ title: `T${i}` })) });
    expect(within(card()).getByRole('link', { name: 'View 1 more task' })).toBeVisible();
    unmount();
    await openCard({ tasks: Array.from({ length: 5 }, (_, i) => makeTask({ title: `T${i}` })) });
    expect(titles()).toHaveLength(5);
    expect(within(card()).queryByRole('link', { name: /^View \d+ more/ })).toBeNull();
  });

  it('shows the empty state when nothing is due, also once all of today is done', async () => {
    await openCard({ tasks: [makeTask({ title: 'Tomorrow', dueDate: '2026-11-26' }), makeTask({ title: 'Done', status: 'completed' })] });
    expect(within(card()).getByText('No tasks scheduled for today')).toBeVisible();
    expect(within(card()).getByText('Great job staying on top of things!')).toBeVisible();
    expect(titles()).toEqual([]);
  });

  it('View All Tasks goes to /tasks, with or without tasks', async () => {
    await openCard({ tasks: [] });
    fireEvent.click(within(card()).getByRole('button', { name: 'View All Tasks' }));
    expect(location()).toBe('/tasks');
  });

  it('says it is loading while the tasks are on their way', async () => {
    fakeApi({ 'GET /api/user-brands': () => ({ brands: [] }), 'GET /api/tasks': () => new Promise<Response>(() => {}) });
    renderInApp(<TodaysTasksCard onCompleted={() => {}} />);
    expect(await within(card()).findByRole('status', { name: "Loading today's tasks" })).toBeVisible();
  });

  it('says when the tasks could not be loaded', async () => {
    const api = fakeApi({ 'GET /api/user-brands': () => ({ brands: [] }), 'GET /api/tasks': () => errorResponse(500, 'internal_error', 'x') });
    renderInApp(<TodaysTasksCard onCompleted={() => {}} />);
    expect(await within(card()).findByText('Failed to load tasks')).toBeVisible();
    expect(within(card()).getByText('Please try refreshing the page')).toBeVisible();
    // The failure is the tasks call's own 500, not a call the fake was not given.
    expect(api.requests.map((r) => r.path)).toEqual(['/api/user-brands', '/api/tasks']);
  });

  it('shows the lock of a task whose prerequisite is open, as the tasks page does', async () => {
    const first = makeTask({ title: 'Write the plan', dueDate: '2026-11-20' });
    await openCard({ tasks: [first, makeTask({ title: 'Post it', dependencyId: first.id })] });
    const post = within(card()).getByRole('article', { name: 'Post it' });
    expect(within(post).getByText('Complete "Write the plan" first')).toBeVisible();
    expect(within(post).getByRole('button', { name: 'Complete previous tasks: Post it' })).toBeVisible();
  });

  it('Start Task records the processing task and opens the execute view', async () => {
    const task = makeTask({ title: 'Write launch post' });
    await openCard({ tasks: [task] });
    fireEvent.click(within(card()).getByRole('button', { name: 'Start Task: Write launch post' }));
    expect(location()).toBe(`/create?taskId=${task.id}&executing=true`);
    expect(JSON.parse(localStorage.getItem(PROCESSING_TASK_KEY) ?? 'null')).toMatchObject({ taskId: task.id });
  });
});

describe('days in the user’s time zone', () => {
  it('shows an Auckland user Thursday’s tasks, since it is already Thursday there', async () => {
    signIn('Pacific/Auckland');
    await openCard({ tasks: [makeTask({ title: 'Wednesday', dueDate: '2026-11-25' }), makeTask({ title: 'Thursday', dueDate: '2026-11-26' })] });
    // Wednesday's task is overdue in Auckland, so it is listed first.
    expect(titles()).toEqual(['Wednesday', 'Thursday']);
    expect(within(within(card()).getByRole('article', { name: 'Wednesday' })).getByText('Nov 25')).toBeVisible();
  });

  it('shows a Los Angeles user only Wednesday’s', async () => {
    signIn('America/Los_Angeles');
    await openCard({ tasks: [makeTask({ title: 'Wednesday', dueDate: '2026-11-25' }), makeTask({ title: 'Thursday', dueDate: '2026-11-26' })] });
    expect(titles()).toEqual(['Wednesday']);
  });
});
