import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STRATEGIES_QUERY_KEY } from '@navia/client-kit';
import { tooManyRequestsResponse } from '@navia/client-kit/src/testing/too-many-requests';
import { KR, STRATEGY_ID, makeDetails, makeStrategy, makeTask } from '../../test/fixtures';
import { click, dialogClosed, errorResponse, events, findDialog, jsonResponse, openPage, type, type ServeOptions } from '../../test/strategies-test-kit';

jest.setTimeout(30_000);

const TITLE = 'Track & Manage';
const STRATEGY = makeStrategy({ id: STRATEGY_ID, name: 'Instagram Posting Rhythm' });
const TASKS = { rhythm_setup: [makeTask('completed'), makeTask('pending'), makeTask('overdue')] };

type Scope = ReturnType<typeof within>;

async function openManage(options: ServeOptions = {}, strategy = STRATEGY) {
  const view = await openPage({ strategies: [strategy], tasksByTag: TASKS, ...options });
  click(within(screen.getByRole('article', { name: strategy.name })).getByRole('button', { name: 'Track & Manage' }));
  const manage = within(await findDialog(TITLE));
  return { ...view, manage };
}

/** The dialog once its details are shown. */
async function openLoaded(options: ServeOptions = {}, strategy = STRATEGY) {
  const view = await openManage(options, strategy);
  await view.manage.findByRole('button', { name: 'Save & Close' });
  return view;
}

const saved = (body: unknown) => jsonResponse(200, { success: true, strategy: makeStrategy({ id: STRATEGY_ID, ...(body as object) }) });
const saveButton = (manage: Scope) => manage.getByRole('button', { name: /^(Save & Close|Saving\.\.\.)$/ });

describe('details', () => {
  it('shows loading, then the strategy, its choices and its key results', async () => {
    let answer: (r: Response) => void = () => {};
    const { manage, server } = await openManage({ details: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(manage.getByText('Review and manage your strategy details.')).toBeVisible();
    expect(manage.getByText('Loading strategy details...')).toBeVisible();
    answer(jsonResponse(200, makeDetails()));

    expect(await manage.findByText('Three posts a week.')).toBeVisible();
    expect(manage.getByRole('heading', { name: 'Instagram Posting Rhythm' })).toBeVisible();
    expect((manage.getByLabelText('Goal Date') as HTMLInputElement).value).toBe('December 21, 2026');
    expect(manage.getByText('Espresso Club')).toBeVisible();
    expect(manage.getByText('Busy Parent')).toBeVisible();
    expect(manage.getByRole('switch', { name: 'Mark strategy as completed' }).getAttribute('aria-checked')).toBe('false');

    // Task key result: completed over all tasks with the tag in this strategy.
    expect(await manage.findByText('1/3 tasks')).toBeVisible();
    expect(server.sent('GET', '/api/tasks/by-tag/').map((r) => r.url)).toEqual([`/api/tasks/by-tag/rhythm_setup?strategyId=${STRATEGY_ID}`]);
    expect(manage.getByRole('progressbar', { name: 'Finish the setup steps progress' }).getAttribute('aria-valuenow')).toBe('33');

    // Change key result: 100 → 120 followers, now at 100.
    expect((manage.getByLabelText('Current followers') as HTMLInputElement).value).toBe('100');
    expect(manage.getByRole('progressbar', { name: 'Grow your followers progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(events('view_track_manage_strategy')).toEqual([{ event: 'view_track_manage_strategy', strategy_id: STRATEGY_ID }]);
  });

  it('reads the task progress again when the details are read again', async () => {
    const { manage, server, queryClient } = await openLoaded();
    await manage.findByText('1/3 tasks');
    expect(server.sent('GET', '/api/tasks/by-tag/')).toHaveLength(1);
    // What another area does after a task changes (the tasks remote invalidates the strategies key).
    await act(() => queryClient.invalidateQueries({ queryKey: STRATEGIES_QUERY_KEY }));
    await waitFor(() => expect(server.sent('GET', '/api/strategies/')).toHaveLength(2));
    await waitFor(() => expect(server.sent('GET', '/api/tasks/by-tag/')).toHaveLength(2));
  });

  it('shows the empty states', async () => {
    const bare = makeDetails({
      strategy: { ...STRATEGY, description: '  ' },
      objectives: [],
      selectedOffering: null,
      selectedPersona: null,
    });
    const { manage } = await openLoaded({ details: bare });
    expect(manage.getByText('No description provided')).toBeVisible();
    expect(manage.getByText('No offering selected')).toBeVisible();
    expect(manage.getByText('No persona selected')).toBeVisible();
    expect(manage.getByText('No objectives found')).toBeVisible();
    expect(manage.getByText("This strategy doesn't have any objectives yet")).toBeVisible();
  });
});

describe('change key result', () => {
  it('stores the last value typed: a run of keystrokes is one PATCH; non-numbers are 0; shows the progress', async () => {
    const { manage, server } = await openLoaded({ keyResult: (body) => jsonResponse(200, { success: true, keyResult: { ...KR.change, ...(body as object) } }) });
    const current = manage.getByLabelText('Current followers');
    type(current, '110');
    expect(manage.getByRole('progressbar', { name: 'Grow your followers progress' }).getAttribute('aria-valuenow')).toBe('50');
    await waitFor(() => expect(server.sent('PATCH', '/api/key-results/')).toHaveLength(1));
    type(current, '');
    type(current, '-4');
    await waitFor(() => expect(server.sent('PATCH', '/api/key-results/')).toHaveLength(2));
    expect(server.sent('PATCH', '/api/key-results/').map((r) => [r.url, r.body])).toEqual([
      [`/api/key-results/${KR.change.id}`, { currentValue: 110 }],
      [`/api/key-results/${KR.change.id}`, { currentValue: 0 }],
    ]);
    expect((current as HTMLInputElement).value).toBe('0');
  });

  it('never stores "98" of "9876543": keystrokes coalesce, and a 429 is told, waited out and sent again with the latest value', async () => {
    let answers = 0;
    const { manage, server } = await openLoaded({
      // Retry-After 3 s: the typing below must land while the refused value waits. With 1 s, a loaded machine took
      // longer than that to show the message (fresh-clone run, 2026-11-26), the retry sent 98 first, and the test failed.
      keyResult: (body) => (++answers === 1 ? tooManyRequestsResponse(3) : jsonResponse(200, { success: true, keyResult: { ...KR.change, ...(body as object) } })),
    });
    const current = manage.getByLabelText('Current followers');
    for (const typed of ['9', '98']) type(current, typed);
    await waitFor(() => expect(server.sent('PATCH', '/api/key-results/')).toHaveLength(1));
    expect(await screen.findByText('Not saved yet')).toBeVisible();
    expect(screen.getByText('Too many changes in a short time. Your edit is kept and will be sent again in 3 seconds.')).toBeVisible();
    // Typing goes on while the refused value waits: the retry sends what the input holds then.
    for (const typed of ['987', '9876', '98765', '987654', '9876543']) type(current, typed);
    await waitFor(() => expect(server.sent('PATCH', '/api/key-results/')).toHaveLength(2), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 600));
    expect(server.sent('PATCH', '/api/key-results/').map((r) => r.body)).toEqual([{ currentValue: 98 }, { currentValue: 9876543 }]);
    expect((current as HTMLInputElement).value).toBe('9876543');
  });

  it('keeps a value still refused after the wait, says so and offers Retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    const { manage, server } = await openLoaded({
      keyResult: (body) => (++answers <= 2 ? tooManyRequestsResponse(1) : jsonResponse(200, { success: true, keyResult: { ...KR.change, ...(body as object) } })),
    });
    const current = manage.getByLabelText('Current followers');
    type(current, '120');
    expect(await screen.findByText('Failed to Update Progress')).toBeVisible();
    expect(screen.getByText('Too many changes in a short time. Your edit is kept: try again in a moment.')).toBeVisible();
    expect((current as HTMLInputElement).value).toBe('120');
    expect(server.sent('PATCH', '/api/key-results/').map((r) => r.body)).toEqual([{ currentValue: 120 }, { currentValue: 120 }]);

    click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.sent('PATCH', '/api/key-results/')).toHaveLength(3));
    expect(server.sent('PATCH', '/api/key-results/')[2].body).toEqual({ currentValue: 120 });
    error.mockRestore();
  });

  it('says when progress could not be saved', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { manage } = await openLoaded({ keyResult: () => errorResponse(500, 'internal_error', 'Boom') });
    type(manage.getByLabelText('Current followers'), '105');
    expect(await screen.findByText('Failed to Update Progress')).toBeVisible();
    expect(screen.getByText('There was an error updating your progress. Please try again.')).toBeVisible();
    error.mockRestore();
  });
});

describe('Save & Close', () => {
  it('without the switch sends the goal date only, then says so and closes', async () => {
    const { manage, server } = await openLoaded({ update: saved });
    click(saveButton(manage));
    await dialogClosed(TITLE);
    expect(server.sent('PATCH', `/api/strategies/${STRATEGY_ID}`).map((r) => r.body)).toEqual([{ deadline: '2026-12-21' }]);
    expect(await screen.findByText('Strategy Updated!')).toBeVisible();
    expect(screen.getByText('Your strategy has been saved successfully.')).toBeVisible();
  });

  it('sends a cleared goal date as null', async () => {
    const { manage, server } = await openLoaded({ update: saved });
    // eslint-disable-next-line testing-library/no-node-access -- antd's date picker clear button sits outside the input and has no accessible name
    const picker = manage.getByLabelText('Goal Date').closest('.ant-picker') as HTMLElement;
    // eslint-disable-next-line testing-library/no-node-access -- antd's date picker clear button has no accessible name
    const clear = picker.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    click(clear);
    await waitFor(() => expect((manage.getByLabelText('Goal Date') as HTMLInputElement).value).toBe(''));
    click(saveButton(manage));
    await dialogClosed(TITLE);
    expect(server.sent('PATCH', '/api/strategies/').map((r) => r.body)).toEqual([{ deadline: null }]);
  });

  it('asks before completing; Cancel sends nothing, confirming sends completed', async () => {
    const { manage, server } = await openLoaded({ update: saved });
    click(manage.getByRole('switch', { name: 'Mark strategy as completed' }));
    click(saveButton(manage));
    let confirm = within(await findDialog('Mark Strategy as Complete'));
    click(confirm.getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Mark Strategy as Complete');
    expect(server.sent('PATCH', '/api/strategies/')).toHaveLength(0);

    click(saveButton(manage));
    confirm = within(await findDialog('Mark Strategy as Complete'));
    click(confirm.getByRole('button', { name: 'Mark as Complete' }));
    await dialogClosed(TITLE);
    expect(server.sent('PATCH', '/api/strategies/').map((r) => r.body)).toEqual([{ status: 'completed', deadline: '2026-12-21' }]);
    expect(events('strategy_completed')).toEqual([{ event: 'strategy_completed', strategy_id: STRATEGY_ID }]);
  });

  it('reopens a completed strategy without asking, showing Updating... on its card meanwhile', async () => {
    const done = { ...STRATEGY, status: 'completed' as const };
    let answer: (r: Response) => void = () => {};
    const { manage, server } = await openLoaded(
      { details: makeDetails({ strategy: done }), update: () => new Promise<Response>((resolve) => (answer = resolve)) },
      done,
    );
    const toggle = manage.getByRole('switch', { name: 'Mark strategy as completed' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    click(toggle);
    click(saveButton(manage));
    await waitFor(() => expect(saveButton(manage).textContent).toBe('Saving...'));
    expect(saveButton(manage)).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('article', { name: done.name })).getByText('Updating...')).toBeVisible();
    expect(server.sent('PATCH', '/api/strategies/').map((r) => r.body)).toEqual([{ status: 'active', deadline: '2026-12-21' }]);

    answer(saved({ status: 'active' }));
    await dialogClosed(TITLE);
    await waitFor(() => expect(screen.queryByText('Updating...')).toBeNull());
  });

  it('reports a failed save and stays open', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { manage } = await openLoaded({ update: () => errorResponse(500, 'internal_error', 'Boom') });
    click(saveButton(manage));
    expect(await screen.findByText('Failed to Update Strategy')).toBeVisible();
    expect(screen.getByText('There was an error saving your changes. Please try again.')).toBeVisible();
    await waitFor(() => expect(saveButton(manage).textContent).toBe('Save & Close'));
    expect(manage.getByRole('heading', { name: 'Instagram Posting Rhythm' })).toBeVisible();
    error.mockRestore();
  });
});

describe('Delete', () => {
  const CONFIRM_TEXT =
    'Are you sure you want to delete "Instagram Posting Rhythm"? This action will permanently remove all associated tasks and progress. This cannot be undone.';

  it('asks first, then deletes, says so and closes', async () => {
    const { manage, server } = await openLoaded({ remove: () => jsonResponse(200, { success: true, deletedTasks: 3 }) });
    click(manage.getByRole('button', { name: 'Delete' }));
    let confirm = within(await findDialog('Delete Strategy'));
    expect(confirm.getByText(CONFIRM_TEXT)).toBeVisible();
    click(confirm.getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Delete Strategy');
    expect(server.sent('DELETE', '/api/strategies/')).toHaveLength(0);

    click(manage.getByRole('button', { name: 'Delete' }));
    confirm = within(await findDialog('Delete Strategy'));
    click(confirm.getByRole('button', { name: 'Delete' }));
    await dialogClosed(TITLE);
    expect(server.sent('DELETE', '/api/strategies/').map((r) => r.url)).toEqual([`/api/strategies/${STRATEGY_ID}`]);
    expect(await screen.findByText('Strategy Deleted')).toBeVisible();
    expect(screen.getByText('Your strategy has been deleted successfully.')).toBeVisible();
  });

  it('reports a failed delete', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { manage } = await openLoaded({ remove: () => errorResponse(500, 'internal_error', 'Boom') });
    click(manage.getByRole('button', { name: 'Delete' }));
    click(within(await findDialog('Delete Strategy')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to Delete Strategy')).toBeVisible();
    expect(screen.getByText('There was an error deleting your strategy. Please try again.')).toBeVisible();
    await dialogClosed('Delete Strategy');
    expect(manage.getByRole('heading', { name: 'Instagram Posting Rhythm' })).toBeVisible();
    error.mockRestore();
  });
});

it('Close leaves without saving', async () => {
  const { manage, server } = await openLoaded();
  const closeButtons = manage.getAllByRole('button', { name: 'Close' });
  click(closeButtons[closeButtons.length - 1]);
  await dialogClosed(TITLE);
  expect(server.sent('PATCH', '/api/strategies/')).toHaveLength(0);
});
