import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  HOLIDAY_ID,
  allTitles,
  OLD_ID,
  chip,
  chipLabels,
  jsonResponse,
  location,
  makeStrategy,
  makeTask,
  openTasksPage,
  renderTasksPage,
  resetStoresFromStorage,
  section,
  serveTasks,
  signIn,
  titlesIn,
} from '../test/tasks-test-kit';

jest.setTimeout(30_000);

// Today is Wednesday 2026-11-25 for the Los Angeles user (see the kit's NOW).
function sampleTasks() {
  const launchPost = makeTask({ title: 'Write launch post', dueDate: '2026-11-25' });
  return [
    launchPost,
    makeTask({ title: 'Overdue email', dueDate: '2026-11-20', taskType: 'email' }),
    makeTask({ title: 'Holiday blog', dueDate: '2026-11-27', taskType: 'blog_post', strategy: 'Holiday Push!', strategyId: HOLIDAY_ID }),
    makeTask({ title: 'Undated tomorrow', dueDate: null, timeframe: 'tomorrow', taskType: 'others', actionType: 'manual', formatId: null }),
    makeTask({ title: 'Future newsletter', dueDate: '2026-12-03', taskType: 'email' }),
    makeTask({ title: 'Old done post', dueDate: '2026-11-18', status: 'completed', outputFileId: 'file-1' }),
    makeTask({ title: 'Wrapped up', dueDate: '2026-11-10', status: 'completed', strategy: 'Old Strategy', strategyId: OLD_ID }),
  ];
}

const STRATEGIES = [
  makeStrategy('5a0d1c2b-0000-4000-8000-000000000001', 'Spring Launch', 'active'),
  makeStrategy(HOLIDAY_ID, 'Holiday Push!', 'active'),
  makeStrategy(OLD_ID, 'Old Strategy', 'completed'),
];

beforeEach(() => signIn());
afterEach(() => jest.useRealTimers());

describe('the tasks page states', () => {
  it('says it is loading while the tasks are on their way', async () => {
    serveTasks({ list: () => new Promise<Response>(() => {}) });
    renderTasksPage();
    // eslint-disable-next-line testing-library/no-node-access -- the loading text must sit inside a live status region
    expect((await screen.findByText('Loading your tasks...')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  });

  it('shows the load error with the hint', async () => {
    await openTasksPage({ list: () => jsonResponse(500, { ok: false, error: 'internal_error', status: 500, message: 'x' }) });
    expect(screen.getByText('Failed to load tasks')).toBeVisible();
    expect(screen.getByText('Please try refreshing the page')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Filter tasks' })).toBeNull();
  });

  it('scopes the call to the active brand', async () => {
    const { server } = await openTasksPage({ tasks: sampleTasks() });
    expect(server.calls('GET', '/api/tasks')[0].url).toBe('/api/tasks?view=list&brandId=3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
  });

  it('without tasks offers Refresh Tasks, which reads them again, and Launch a Strategy', async () => {
    let answer: unknown[] = [];
    const { server } = await openTasksPage({ list: () => jsonResponse(200, { tasks: answer, nextOffset: null }) });
    expect(screen.getByText('No tasks found')).toBeVisible();
    expect(screen.queryByText('No tasks match the current filter')).toBeNull();

    answer = [makeTask({ title: 'Fresh task' })];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Tasks' }));
    expect(await screen.findByRole('article', { name: 'Fresh task' })).toBeVisible();
    expect(server.calls('GET', '/api/tasks')).toHaveLength(2);
  });

  it('Launch a Strategy goes to /strategies', async () => {
    await openTasksPage({ tasks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    expect(location()).toBe('/strategies');
  });
});

describe('sections', () => {
  it('puts overdue and today in Today, tomorrow and the rest of the week in This Week, then Future and Past Completed', async () => {
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today (2)', 'This Week (2)', 'Future (1)', 'Past Completed Tasks (2)']);
    expect(titlesIn(/^Today/)).toEqual(['Overdue email', 'Write launch post']);
    expect(titlesIn(/^This Week/)).toEqual(['Undated tomorrow', 'Holiday blog']);
    expect(titlesIn(/^Future/)).toEqual(['Future newsletter']);
  });

  it('keeps Past Completed Tasks folded until opened, newest first; This Week and Future fold too, Today does not', async () => {
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    const past = within(section(/^Past Completed Tasks/)).getByRole('button', { name: 'Past Completed Tasks (2)' });
    expect(past.getAttribute('aria-expanded')).toBe('false');
    expect(within(section(/^Past Completed Tasks/)).getByRole('list', { hidden: true }).hidden).toBe(true);
    expect(screen.queryByText('Old done post')).toBeNull();
    fireEvent.click(past);
    expect(past.getAttribute('aria-expanded')).toBe('true');
    expect(titlesIn(/^Past Completed Tasks/)).toEqual(['Old done post', 'Wrapped up']);

    const week = within(section(/^This Week/)).getByRole('button', { name: 'This Week (2)' });
    expect(week.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(week);
    expect(within(section(/^This Week/)).getByRole('list', { hidden: true }).hidden).toBe(true);
    expect(screen.queryByText('Holiday blog')).toBeNull();
    expect(within(section(/^Future/)).getByRole('button', { name: 'Future (1)' })).toBeVisible();
    expect(within(section(/^Today/)).queryByRole('button', { name: /^Today/ })).toBeNull();
  });

  it('leaves empty sections out', async () => {
    await openTasksPage({ tasks: [makeTask({ title: 'Only today' })] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Today (1)']);
  });

  it("counts days in the user's stored time zone", async () => {
    // At NOW it is already Thursday Nov 26 in Auckland.
    signIn('Pacific/Auckland');
    await openTasksPage({
      tasks: [makeTask({ title: 'Due Wednesday', dueDate: '2026-11-25' }), makeTask({ title: 'Due Thursday', dueDate: '2026-11-26' })],
    });
    expect(within(screen.getByRole('article', { name: 'Due Wednesday' })).getByTestId('date-chip').textContent).toBe('Nov 25');
    expect(within(screen.getByRole('article', { name: 'Due Thursday' })).getByTestId('date-chip').textContent).toBe('Today');
  });

  it("uses the browser's time zone when none is stored", async () => {
    signIn(null);
    const browserToday = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    await openTasksPage({ tasks: [makeTask({ title: 'Due on the browser day', dueDate: browserToday })] });
    expect(within(screen.getByRole('article', { name: 'Due on the browser day' })).getByTestId('date-chip').textContent).toBe('Today');
  });
});

describe('filter chips', () => {
  it('offers All Tasks, each strategy that is not completed, and each task type with its label', async () => {
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    await waitFor(() => expect(chipLabels()).not.toContain('Old Strategy'));
    expect(chipLabels()).toEqual(['All Tasks', 'Holiday Push!', 'Spring Launch', 'Social Posts', 'Blog Posts', 'Emails', 'Others']);
    expect(chip('All Tasks').getAttribute('aria-pressed')).toBe('true');
  });

  it('counts every strategy as not completed when the strategies call fails', async () => {
    const { server } = await openTasksPage({ tasks: sampleTasks() });
    await waitFor(() => expect(server.calls('GET', '/api/strategies')).toHaveLength(1));
    expect(chipLabels()).toContain('Old Strategy');
    expect(screen.queryByText('Failed to load tasks')).toBeNull();
  });

  it('filters by strategy and by type, and remembers the choice for the next visit', async () => {
    const { unmount } = await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    fireEvent.click(chip('Holiday Push!'));
    expect(chip('Holiday Push!').getAttribute('aria-pressed')).toBe('true');
    expect(allTitles()).toEqual(['Holiday blog']);
    expect(localStorage.getItem('navia.tasksFilter')).toBe('strategy-holiday-push');

    fireEvent.click(chip('Emails'));
    expect(titlesIn(/^Today/)).toEqual(['Overdue email']);
    expect(titlesIn(/^Future/)).toEqual(['Future newsletter']);
    expect(screen.queryByRole('region', { name: /^This Week/ })).toBeNull();
    unmount();

    resetStoresFromStorage();
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    expect(chip('Emails').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Write launch post' })).toBeNull();
  });

  it('is preset by ?filter= and drops the parameter once a chip is clicked', async () => {
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES }, '/tasks?filter=strategy-holiday-push');
    expect(chip('Holiday Push!').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(location()).toBe('/tasks?filter=strategy-holiday-push');
    // The preset is the filter in effect, so it is the one saved too.
    expect(localStorage.getItem('navia.tasksFilter')).toBe('strategy-holiday-push');

    fireEvent.click(chip('All Tasks'));
    expect(location()).toBe('/tasks');
    expect(chip('All Tasks').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('navia.tasksFilter')).toBe('all');
    expect(screen.getByRole('article', { name: 'Write launch post' })).toBeVisible();
  });

  it('says so when nothing matches the filter', async () => {
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES }, '/tasks?filter=strategy-no-such-plan');
    expect(screen.getByText('No tasks match the current filter')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    fireEvent.click(chip('All Tasks'));
    expect(screen.queryByText('No tasks match the current filter')).toBeNull();
  });
});

describe('Show completed tasks', () => {
  const toggle = () => screen.getByRole('switch', { name: 'Show completed tasks' });

  it('is on by default, hides completed tasks when turned off, and is remembered', async () => {
    const { unmount } = await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('region', { name: /^Past Completed Tasks/ })).toBeNull();
    expect(screen.getAllByRole('article').every((a) => within(a).queryByRole('checkbox', { name: 'Complete' }) === null)).toBe(true);
    expect(localStorage.getItem('navia.tasksShowCompleted')).toBe('false');
    unmount();

    resetStoresFromStorage();
    await openTasksPage({ tasks: sampleTasks(), strategies: STRATEGIES });
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Old done post' })).toBeNull();
  });

  it('leaves the no-match message when only completed tasks are left', async () => {
    await openTasksPage({ tasks: [makeTask({ title: 'All done', status: 'completed' })] });
    fireEvent.click(toggle());
    expect(screen.getByText('No tasks match the current filter')).toBeVisible();
  });
});
