import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_STATS_QUERY_KEY, createQueryClient, getDataLayer } from '@navia/client-kit';
import type { Task } from '@navia/contracts';
import { tooManyRequestsResponse } from '@navia/client-kit/src/testing/too-many-requests';
import { CHECKMARK_MS } from './completion-checkmark';
import {
  NOW,
  card,
  errorResponse,
  inCard,
  jsonResponse,
  location,
  makeTask,
  openTasksPage,
  resetStoresFromStorage,
  signIn,
  taskId,
} from '../test/tasks-test-kit';

jest.setTimeout(30_000);

const PROCESSING_KEY = 'navia.processingTask';
const events = (name: string) => getDataLayer().filter((entry) => entry.event === name);
const checkbox = (title: string) => inCard(title).getByRole('checkbox') as HTMLInputElement;
const button = (title: string, name: string | RegExp) => inCard(title).getByRole('button', { name });
const hold = () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
};

beforeEach(() => {
  signIn();
  getDataLayer().length = 0;
});
afterEach(() => jest.useRealTimers());

describe('a task card', () => {
  it('shows the completion checkbox, date chip, title and strategy name', async () => {
    await openTasksPage({
      tasks: [
        makeTask({ title: 'Open task', dueDate: '2026-11-27', strategy: 'Spring Launch' }),
        makeTask({ title: 'Done task', status: 'completed', dueDate: '2026-11-25' }),
      ],
    });
    expect(checkbox('Open task').checked).toBe(false);
    expect(inCard('Open task').getByRole('checkbox', { name: 'Mark Complete' })).toBeVisible();
    expect(inCard('Open task').getByTestId('date-chip').textContent).toBe('Fri, Nov 27');
    expect(inCard('Open task').getByRole('heading', { level: 3, name: 'Open task' })).toBeVisible();
    expect(inCard('Open task').getByText('Spring Launch')).toBeVisible();
    expect(inCard('Done task').getByRole('checkbox', { name: 'Complete' })).toHaveProperty('checked', true);
  });

  it('cuts a long description at 120 characters with Read more / Show less', async () => {
    const long = `${'a'.repeat(100)} ${'b'.repeat(40)}`;
    const exact = 'c'.repeat(120);
    await openTasksPage({ tasks: [makeTask({ title: 'Long', description: long }), makeTask({ title: 'Exact', description: exact })] });

    expect(inCard('Exact').getByText(exact)).toBeVisible();
    expect(inCard('Exact').queryByRole('button', { name: 'Read more' })).toBeNull();

    expect(inCard('Long').getByText(`${long.slice(0, 120)}...`)).toBeVisible();
    const more = button('Long', 'Read more');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(inCard('Long').getByText(long)).toBeVisible();
    const less = button('Long', 'Show less');
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(inCard('Long').getByText(`${long.slice(0, 120)}...`)).toBeVisible();
  });

  it('is locked while its prerequisite is open: badge, hint, no toggle, Complete previous tasks', async () => {
    const first = makeTask({ title: 'Write launch post' });
    const { server } = await openTasksPage({
      tasks: [first, makeTask({ title: 'Follow-up', dependencyId: first.id, dueDate: '2026-11-26' })],
    });
    expect(inCard('Follow-up').getByText('Locked')).toBeVisible();
    const hint = inCard('Follow-up').getByText('Complete "Write launch post" first');
    expect(checkbox('Follow-up').disabled).toBe(true);
    expect(checkbox('Follow-up').getAttribute('aria-describedby')).toContain(hint.id);
    const action = button('Follow-up', /Complete previous tasks/) as HTMLButtonElement;
    expect(action.textContent).toBe('Complete previous tasks');
    expect(action.disabled).toBe(true);

    fireEvent.click(checkbox('Follow-up'));
    expect(server.calls('PATCH', '/api/tasks')).toHaveLength(0);
    expect(inCard('Write launch post').queryByText('Locked')).toBeNull();
  });

  it('is not locked when the prerequisite is completed or not among the loaded tasks', async () => {
    const done = makeTask({ title: 'Done first', status: 'completed' });
    await openTasksPage({
      tasks: [
        done,
        makeTask({ title: 'After done', dependencyId: done.id }),
        makeTask({ title: 'After missing', dependencyId: taskId(999) }),
      ],
    });
    for (const title of ['After done', 'After missing']) {
      expect(inCard(title).queryByText('Locked')).toBeNull();
      expect(checkbox(title).disabled).toBe(false);
      expect(button(title, /^Start Task/).textContent).toBe('Start Task');
    }
  });

  it('picks the action button: View Content with content, none when completed without, else Start Task', async () => {
    await openTasksPage({
      tasks: [
        makeTask({ title: 'Has file', outputFileId: 'file-9' }),
        makeTask({ title: 'Has draft', generatedContent: 'Draft text' }),
        makeTask({ title: 'Has final', finalContent: 'Final text', status: 'completed' }),
        makeTask({ title: 'Done bare', status: 'completed' }),
        makeTask({ title: 'To do' }),
      ],
    });
    expect(button('Has file', /^View Content/).textContent).toBe('View Content');
    expect(button('Has draft', /^View Content/).textContent).toBe('View Content');
    expect(button('Has final', /^View Content/).textContent).toBe('View Content');
    expect(inCard('Done bare').queryAllByRole('button')).toHaveLength(0);
    expect(button('To do', /^Start Task/).textContent).toBe('Start Task');
  });

  it.each([
    ['the file when the task has one', { outputFileId: 'file-9' }, '/create/writing?fileId=file-9'],
    ['the task when only its content is known', { generatedContent: 'Draft' }, `/create?taskId=${taskId(1)}`],
  ])('View Content opens %s', async (_name, content: Partial<Task>, path) => {
    await openTasksPage({ tasks: [makeTask({ title: 'With content', ...content })] });
    fireEvent.click(button('With content', /^View Content/));
    expect(location()).toBe(path);
  });
});

describe('completing and reopening', () => {
  it('completes a task: overlay while the call runs, the checkmark, the lock released and the lists refreshed', async () => {
    const first = makeTask({ title: 'Write launch post' });
    const next = makeTask({ title: 'Follow-up', dependencyId: first.id, dueDate: '2026-11-26' });
    const gate = hold();
    const queryClient = createQueryClient();
    queryClient.setQueryData(DASHBOARD_STATS_QUERY_KEY, { today: 2 });
    let stored = [first, next];
    const { server } = await openTasksPage(
      {
        list: () => jsonResponse(200, { tasks: stored, nextOffset: null }),
        strategies: [],
        patch: async (_url, init) => {
          await gate.held;
          const updated = { ...first, status: JSON.parse(String(init.body)).status };
          stored = [updated, next];
          return jsonResponse(200, updated);
        },
      },
      '/tasks',
      queryClient,
    );
    const tasksReads = server.calls('GET', '/api/tasks').length;
    const strategiesReads = server.calls('GET', '/api/strategies').length;

    fireEvent.click(checkbox('Write launch post'));
    expect(await within(card('Write launch post')).findByText('Updating...')).toBeVisible();
    expect(card('Write launch post').getAttribute('aria-busy')).toBe('true');
    // A second toggle while the first runs is ignored.
    fireEvent.click(checkbox('Write launch post'));
    expect(server.calls('PATCH', '/api/tasks')).toEqual([{ url: `/api/tasks/${first.id}/status`, body: { status: 'completed' } }]);

    // When the checkmark is put in the page and taken out, recorded as it happens: the spec's 1.2 s is checked on
    // those times, not by sampling the page after a sleep, which a loaded machine made miss it.
    const checkmark: { shownAt?: number; goneAt?: number } = {};
    const watch = new MutationObserver(() => {
      const present = screen.queryByTestId('completion-checkmark') !== null;
      if (present && checkmark.shownAt === undefined) checkmark.shownAt = performance.now();
      if (!present && checkmark.shownAt !== undefined && checkmark.goneAt === undefined) checkmark.goneAt = performance.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    gate.release();
    expect(await screen.findByText('Task completed')).toBeVisible();
    await waitFor(() => expect(inCard('Write launch post').queryByText('Updating...')).toBeNull());
    expect(inCard('Write launch post').getByRole('checkbox', { name: 'Complete' })).toHaveProperty('checked', true);
    expect(inCard('Follow-up').queryByText('Locked')).toBeNull();
    expect(checkbox('Follow-up').disabled).toBe(false);

    expect(server.calls('GET', '/api/tasks').length).toBeGreaterThan(tasksReads);
    expect(server.calls('GET', '/api/strategies').length).toBeGreaterThan(strategiesReads);
    expect(queryClient.getQueryState(DASHBOARD_STATS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(events('task_completed')).toEqual([{ event: 'task_completed', task_id: first.id, strategy_id: first.strategyId }]);

    // spec: the checkmark plays for 1.2 s, then goes. A timer never fires early; the observer's record of the
    // insertion can lag it by a moment, hence the few milliseconds of slack.
    await waitFor(() => expect(checkmark.goneAt).toBeDefined());
    watch.disconnect();
    expect(checkmark.goneAt! - checkmark.shownAt!).toBeGreaterThanOrEqual(CHECKMARK_MS - 20);
  });

  it('reopens a completed task as pending, without the checkmark', async () => {
    const { server } = await openTasksPage({ tasks: [makeTask({ title: 'Done', status: 'completed' })] });
    fireEvent.click(checkbox('Done'));
    await waitFor(() => expect(inCard('Done').getByRole('checkbox', { name: 'Mark Complete' })).toBeVisible());
    expect(server.calls('PATCH', '/api/tasks')[0].body).toEqual({ status: 'pending' });
    expect(screen.queryByTestId('completion-checkmark')).toBeNull();
    expect(events('task_completed')).toHaveLength(0);
  });

  it("shows the server's lock message in a toast when it refuses (409) and reads the tasks again", async () => {
    const { server } = await openTasksPage({
      tasks: [makeTask({ title: 'Looks free', dependencyId: taskId(999) })],
      patch: () => jsonResponse(409, { error: 'task_locked', message: 'Complete "Hidden prerequisite" first' }),
    });
    const reads = server.calls('GET', '/api/tasks').length;
    fireEvent.click(checkbox('Looks free'));
    expect(await screen.findByText('Complete "Hidden prerequisite" first')).toBeVisible();
    await waitFor(() => expect(inCard('Looks free').queryByText('Updating...')).toBeNull());
    expect(checkbox('Looks free').checked).toBe(false);
    await waitFor(() => expect(server.calls('GET', '/api/tasks').length).toBeGreaterThan(reads));
    expect(screen.queryByTestId('completion-checkmark')).toBeNull();
  });

  it('logs any other failure and says the task kept its status, with Retry; the overlay clears', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await openTasksPage({
        tasks: [makeTask({ title: 'Flaky' })],
        patch: () => errorResponse(500, 'internal_error', 'Something went wrong'),
      });
      fireEvent.click(checkbox('Flaky'));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Task status update failed', expect.anything()));
      await waitFor(() => expect(inCard('Flaky').queryByText('Updating...')).toBeNull());
      expect(checkbox('Flaky').checked).toBe(false);
      expect(await screen.findByText('Task not updated')).toBeVisible();
      expect(screen.getByText('"Flaky" is still open. Something went wrong')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('a refused tick (429)', () => {
  /** Answers 429 (Retry-After 1 s) to the first `refusals` changes, then stores them as the fake server does. */
  function refuseFirst(refusals: number) {
    let answered = 0;
    return () => (++answered <= refusals ? tooManyRequestsResponse(1) : undefined);
  }

  it('is told, waited out and sent again: the card stays Updating... and ends ticked', async () => {
    const task = makeTask({ title: 'Busy minute' });
    const { server } = await openTasksPage({ tasks: [task], patch: refuseFirst(1) });
    fireEvent.click(checkbox('Busy minute'));
    expect(await screen.findByText('Not saved yet')).toBeVisible();
    expect(screen.getByText('Too many changes in a short time. Your edit is kept and will be sent again in a moment.')).toBeVisible();
    expect(inCard('Busy minute').getByText('Updating...')).toBeVisible();
    await waitFor(() => expect(server.calls('PATCH', '/api/tasks')).toHaveLength(2));
    expect(server.calls('PATCH', '/api/tasks').map((c) => c.body)).toEqual([{ status: 'completed' }, { status: 'completed' }]);
    await waitFor(() => expect(checkbox('Busy minute').checked).toBe(true));
  });

  it('does not untick silently when still refused: says the task is still open and Retry sends the tick again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const task = makeTask({ title: 'Busy minute' });
      const { server } = await openTasksPage({ tasks: [task], patch: refuseFirst(2) });
      fireEvent.click(checkbox('Busy minute'));
      expect(await screen.findByText('Task not updated')).toBeVisible();
      expect(
        screen.getByText('"Busy minute" is still open. Too many changes in a short time. Your edit is kept: try again in a moment.'),
      ).toBeTruthy();
      await waitFor(() => expect(inCard('Busy minute').queryByText('Updating...')).toBeNull());
      expect(checkbox('Busy minute').checked).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(server.calls('PATCH', '/api/tasks')).toHaveLength(3));
      expect(server.calls('PATCH', '/api/tasks')[2].body).toEqual({ status: 'completed' });
      await waitFor(() => expect(checkbox('Busy minute').checked).toBe(true));
    } finally {
      logged.mockRestore();
    }
  });
});

describe('Start Task', () => {
  it('records an AI-writer task with a format as processing and opens the execute view', async () => {
    const task = makeTask({ title: 'Write it', actionType: 'ai_writer', formatId: 'instagram-post' });
    await openTasksPage({ tasks: [task] });
    fireEvent.click(button('Write it', /^Start Task/));
    await waitFor(() => expect(location()).toBe(`/create?taskId=${task.id}&executing=true`));
    expect(JSON.parse(localStorage.getItem(PROCESSING_KEY) ?? 'null')).toEqual({ taskId: task.id, timestamp: NOW.getTime() });
    expect(events('task_started')).toEqual([{ event: 'task_started', task_id: task.id, strategy_id: task.strategyId }]);
  });

  it.each([
    ['a manual task', { actionType: 'manual' as const, formatId: null }],
    ['an AI-writer task without a format', { actionType: 'ai_writer' as const, formatId: null }],
  ])('shows the brief of %s and how to complete it instead of an empty editor; runs nothing', async (_name, overrides) => {
    const task = makeTask({
      title: 'Create a first-visit offer with a code word',
      description: 'Pick a code word, decide the discount and put it on your counter card.',
      taskType: 'others',
      ...overrides,
    });
    await openTasksPage({ tasks: [task] });
    fireEvent.click(button('Create a first-visit offer with a code word', /^Start Task/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create a first-visit offer with a code word')).toBeVisible();
    expect(within(dialog).getByText('Pick a code word, decide the discount and put it on your counter card.')).toBeVisible();
    expect(within(dialog).getByText('This task is done outside Navia: do it, then mark it complete.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Write it in Navia' })).toBeNull();
    expect(location()).toBe('/tasks');
    expect(localStorage.getItem(PROCESSING_KEY)).toBeNull();
    expect(events('task_started')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/tasks');
  });

  it('marks such a task complete from its brief', async () => {
    const task = makeTask({ title: 'Visit the market', actionType: 'manual', formatId: null, taskType: 'others' });
    const { server } = await openTasksPage({ tasks: [task] });
    fireEvent.click(button('Visit the market', /^Start Task/));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('PATCH', `/api/tasks/${task.id}/status`)).toEqual([{ url: `/api/tasks/${task.id}/status`, body: { status: 'completed' } }]);
    await waitFor(() => expect(checkbox('Visit the market').checked).toBe(true));
  });

  it('offers a manual writing task the workspace, where it is opened without running', async () => {
    const task = makeTask({ title: 'Write a thank-you email', actionType: 'manual', formatId: null, taskType: 'email' });
    await openTasksPage({ tasks: [task] });
    fireEvent.click(button('Write a thank-you email', /^Start Task/));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Write it in Navia' }));
    await waitFor(() => expect(location()).toBe(`/create?taskId=${task.id}`));
    expect(localStorage.getItem(PROCESSING_KEY)).toBeNull();
    expect(events('task_started')).toHaveLength(1);
  });
});

describe('while a task processes', () => {
  // The server says the run is under way (the worker marked the task), so the record is not an abandoned one.
  const tasks = () => [
    makeTask({ title: 'Running', processingStatus: 'processing' }),
    makeTask({ title: 'Waiting' }),
    makeTask({ title: 'Also waiting' }),
  ];
  const record = (id: string, age: number) => localStorage.setItem(PROCESSING_KEY, JSON.stringify({ taskId: id, timestamp: NOW.getTime() - age }));
  const stuckConfirm = 'Another task is currently processing. This might be a stuck state. Would you like to clear it and try again?';

  it('the running task says Processing... (disabled) and the other Start buttons Please wait...', async () => {
    record(taskId(1), 60_000);
    resetStoresFromStorage();
    await openTasksPage({ tasks: tasks() });
    const running = button('Running', /^Processing\.\.\./) as HTMLButtonElement;
    expect(running.textContent).toBe('Processing...');
    expect(running.disabled).toBe(true);
    for (const title of ['Waiting', 'Also waiting']) {
      const other = button(title, /^Please wait\.\.\./) as HTMLButtonElement;
      expect(other.textContent).toBe('Please wait...');
    }
  });

  it('offers the stuck confirm when another task is started meanwhile, and starts it once cleared', async () => {
    record(taskId(1), 60_000);
    resetStoresFromStorage();
    await openTasksPage({ tasks: tasks() });
    const waiting = button('Waiting', /^Please wait\.\.\./) as HTMLButtonElement;
    expect(waiting.disabled).toBe(false);
    fireEvent.click(waiting);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(stuckConfirm)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear and retry' }));
    await waitFor(() => expect(location()).toBe(`/create?taskId=${taskId(2)}&executing=true`));
    expect(JSON.parse(localStorage.getItem(PROCESSING_KEY) ?? 'null').taskId).toBe(taskId(2));
  });

  it('Start then Back at once: a run the server has not confirmed locks nothing, and Start offers the stuck confirm', async () => {
    // Start Task wrote the record a second ago; the workspace never asked the server to run it.
    record(taskId(1), 1_000);
    resetStoresFromStorage();
    await openTasksPage({ tasks: [makeTask({ title: 'Started' }), makeTask({ title: 'Other' })] });
    expect((button('Started', /^Processing/) as HTMLButtonElement).disabled).toBe(true);
    const other = button('Other', /^Please wait/) as HTMLButtonElement;
    expect(other.disabled).toBe(false);
    fireEvent.click(other);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(stuckConfirm)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after a reload, drops a record the server never confirmed instead of waiting out 5 minutes', async () => {
    record(taskId(1), 20_000);
    resetStoresFromStorage();
    await openTasksPage({ tasks: [makeTask({ title: 'Started' }), makeTask({ title: 'Other' })] });
    await waitFor(() => expect(localStorage.getItem(PROCESSING_KEY)).toBeNull());
    expect(button('Started', /^Start Task/).textContent).toBe('Start Task');
    expect(button('Other', /^Start Task/).textContent).toBe('Start Task');
  });

  it('drops the record when the server says its run failed', async () => {
    record(taskId(1), 60_000);
    resetStoresFromStorage();
    await openTasksPage({ tasks: [makeTask({ title: 'Failed run', processingStatus: 'failed' }), makeTask({ title: 'Other' })] });
    await waitFor(() => expect(localStorage.getItem(PROCESSING_KEY)).toBeNull());
    expect(button('Other', /^Start Task/).textContent).toBe('Start Task');
  });

  it('keeps a record of exactly 5 minutes and discards an older one on load', async () => {
    record(taskId(1), 300_000);
    const first = await openTasksPage({ tasks: tasks() });
    expect(button('Waiting', /^Please wait/)).toBeVisible();
    first.unmount();

    record(taskId(4), 300_001);
    await openTasksPage({ tasks: [makeTask({ title: 'Running', processingStatus: 'processing' }), makeTask({ title: 'Waiting' })] });
    expect(button('Running', /^Start Task/).textContent).toBe('Start Task');
    expect(button('Waiting', /^Start Task/).textContent).toBe('Start Task');
    expect(localStorage.getItem(PROCESSING_KEY)).toBeNull();
  });

  it('clears the record once its task has content (the run finished)', async () => {
    record(taskId(1), 10_000);
    await openTasksPage({ tasks: [makeTask({ title: 'Running', generatedContent: 'Done!' }), makeTask({ title: 'Waiting' })] });
    await waitFor(() => expect(localStorage.getItem(PROCESSING_KEY)).toBeNull());
    expect(button('Waiting', /^Start Task/).textContent).toBe('Start Task');
  });

  it('offers to clear a record of a task that is not on this list, then starts', async () => {
    const stuck = taskId(500);
    record(stuck, 10_000);
    await openTasksPage({ tasks: [makeTask({ title: 'Next one' })] });
    const start = button('Next one', /^Start Task/);

    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(
      'Another task is currently processing. This might be a stuck state. Would you like to clear it and try again?',
    )).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/tasks');
    expect(JSON.parse(localStorage.getItem(PROCESSING_KEY) ?? 'null').taskId).toBe(stuck);
    expect(events('task_started')).toHaveLength(0);

    fireEvent.click(start);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear and retry' }));
    await waitFor(() => expect(location()).toBe(`/create?taskId=${taskId(1)}&executing=true`));
    expect(JSON.parse(localStorage.getItem(PROCESSING_KEY) ?? 'null').taskId).toBe(taskId(1));
  });
});
