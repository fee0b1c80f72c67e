import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEED, HOLIDAY_ID, jsonResponse, makeTask, renderPage, ROTATED_FEED, serveTasks, signIn, taskId } from '../../tasks/test/tasks-test-kit';
import { CalendarPage } from './calendar-page';
import { MOBILE_LAYOUT_QUERY } from '@navia/client-kit';

jest.setTimeout(30_000);

// Today is Wednesday 2026-11-25 for the Los Angeles user (the kit's NOW). a → b → c is one strategy's chain.
function plan() {
  const a = makeTask({ id: taskId(101), title: 'Write the offer', dueDate: '2026-11-26' });
  const b = makeTask({ id: taskId(102), title: 'Post the teaser', dueDate: '2026-11-27', dependencyId: a.id });
  const c = makeTask({ id: taskId(103), title: 'Send the launch email', dueDate: '2026-11-30', dependencyId: b.id });
  const done = makeTask({ id: taskId(104), title: 'Pick a name', dueDate: '2026-11-24', status: 'completed' });
  const other = makeTask({ id: taskId(105), title: 'Holiday blog', dueDate: '2026-11-26', strategy: 'Holiday Push!', strategyId: HOLIDAY_ID });
  return [a, b, c, done, other];
}

const day = (label: RegExp) => screen.getByRole('region', { name: label });
const chipIn = (region: HTMLElement, name: RegExp) => within(region).getByRole('button', { name });

beforeEach(() => signIn());
afterEach(() => jest.useRealTimers());

describe('the calendar (issue 17)', () => {
  it('shows the month with each task on its day, locked and completed ones marked, one colour per strategy', async () => {
    serveTasks({ tasks: plan() });
    renderPage(<CalendarPage />, '/calendar');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    const thursday = day(/^Thursday, November 26, 2 tasks/);
    expect(chipIn(thursday, /^Write the offer, Spring Launch$/)).toBeVisible();
    const holiday = chipIn(thursday, /^Holiday blog, Holiday Push!$/);
    expect(chipIn(day(/^Friday, November 27/), /^Post the teaser, Spring Launch, locked$/)).toBeVisible();
    const done = chipIn(day(/^Tuesday, November 24/), /^Pick a name, Spring Launch, completed$/);
    expect(done).toHaveStyle({ textDecoration: 'line-through' });
    expect(done).not.toHaveAttribute('draggable', 'true');
    expect(chipIn(thursday, /^Write the offer/).style.borderLeft).not.toBe(holiday.style.borderLeft);
    expect(day(/^Wednesday, November 25, today/)).toBeVisible();
  });

  it('reschedules by keyboard: the date picker shows every task that moves before anything is saved', async () => {
    const server = serveTasks({ tasks: plan() });
    renderPage(<CalendarPage />, '/calendar');
    fireEvent.click(await screen.findByRole('button', { name: /^Write the offer, Spring Launch$/ }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('New date');
    fireEvent.change(date, { target: { value: '2026-11-28' } });
    const preview = within(dialog).getByRole('status');
    expect(preview).toHaveTextContent('This moves 3 tasks:');
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Write the offer: Nov 26 → Nov 28',
      'Post the teaser: Nov 27 → Nov 29',
      'Send the launch email: Nov 30 → Dec 2',
    ]);
    expect(server.calls('PATCH', '/api/tasks/')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move task' }));
    expect(await screen.findByText('Task moved')).toBeVisible();
    expect(screen.getByText('2 dependent tasks moved with it.')).toBeVisible();
    expect(server.calls('PATCH', '/api/tasks/')).toEqual([{ url: expect.stringContaining(`/api/tasks/${taskId(101)}`), body: { dueDate: '2026-11-28' } }]);
    await waitFor(() => expect(chipIn(day(/^Saturday, November 28/), /^Write the offer/)).toBeVisible());
  });

  it('moves only the task on an earlier move, and will not put a task before its prerequisite', async () => {
    serveTasks({ tasks: plan() });
    renderPage(<CalendarPage />, '/calendar');
    fireEvent.click(await screen.findByRole('button', { name: /^Post the teaser/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2026-11-25' } });
    expect(within(dialog).getByText('This task cannot be due before its prerequisite, due Nov 26.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Move task' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2026-11-26' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Only this task moves.');
  });

  it('proposes a move when a task is dragged to another day, and says when the strategy is at risk', async () => {
    serveTasks({
      tasks: plan(),
      reschedule: () =>
        jsonResponse(200, {
          task: { ...plan()[0], dueDate: '2026-12-01' },
          moved: [{ id: taskId(101), title: 'Write the offer', fromDate: '2026-11-26', dueDate: '2026-12-01' }],
          atRisk: { strategyId: plan()[0].strategyId, strategy: 'Spring Launch', goalDate: '2026-11-30', latestDueDate: '2026-12-05' },
        }),
    });
    renderPage(<CalendarPage />, '/calendar');
    const chip = await screen.findByRole('button', { name: /^Write the offer/ });
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(chip, { dataTransfer });
    const target = day(/^Tuesday, December 1/);
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('New date')).toHaveValue('2026-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move task' }));
    expect(await screen.findByText('Task moved')).toBeVisible();
    expect(screen.getByText('Spring Launch is at risk: its tasks now end on Dec 5, after its goal date, Nov 30.')).toBeVisible();
  });

  it('lists the days as an agenda under 768 px', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === MOBILE_LAYOUT_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as never;
    try {
      serveTasks({ tasks: plan() });
      renderPage(<CalendarPage />, '/calendar');
      const agenda = await screen.findByRole('list', { name: 'Agenda' });
      expect(within(agenda).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Tuesday, November 24',
        'Thursday, November 26',
        'Friday, November 27',
        'Monday, November 30',
      ]);
    } finally {
      window.matchMedia = original;
    }
  });

  it('says when it is loading, when there is nothing to show, and when the tasks could not be loaded', async () => {
    serveTasks({ list: () => new Promise<Response>(() => {}) });
    const { unmount: leaveLoading } = renderPage(<CalendarPage />, '/calendar');
    expect(await screen.findByText('Loading your calendar...')).toBeVisible();
    leaveLoading();

    serveTasks({ tasks: [] });
    const { unmount: leaveEmpty } = renderPage(<CalendarPage />, '/calendar');
    expect(await screen.findByText('No dated tasks yet: launch a strategy and its tasks appear here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse strategies' })).toHaveAttribute('href', '/strategies');
    leaveEmpty();

    serveTasks({ list: () => jsonResponse(500, { ok: false, error: 'internal_error', status: 500, message: 'x' }) });
    renderPage(<CalendarPage />, '/calendar');
    expect(await screen.findByText('Your tasks could not be loaded.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the feed address with Copy and Subscribe, and replaces it on request', async () => {
    serveTasks({ tasks: plan() });
    renderPage(<CalendarPage />, '/calendar');
    const address = await screen.findByRole('textbox', { name: 'Calendar feed address' });
    expect(address).toHaveValue(FEED.url);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://localhost${FEED.path}`);
    fireEvent.click(screen.getByRole('button', { name: 'Get a new address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Get a new calendar address?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Get a new address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(ROTATED_FEED.url));
  });
});
