import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { defaultGoalDate, todayIn } from '@navia/contracts';
import { BRAND_ID, STRATEGY_ID, makeStrategy, makeTemplate } from '../../test/fixtures';
import { choose, click, dialogClosed, errorResponse, events, findDialog, jsonResponse, openPage, type, type ServeOptions } from '../../test/strategies-test-kit';

jest.setTimeout(30_000);

const TEMPLATE = makeTemplate();
const FOLLOWERS = 'Current followers';
const VISITS = 'Current items';

async function openLaunch(options: ServeOptions = {}) {
  const view = await openPage({ strategies: [], templates: [TEMPLATE], ...options });
  click(screen.getByRole('button', { name: 'Launch a Strategy' }));
  const templates = within(await findDialog('Marketing Strategies'));
  click(await templates.findByRole('button', { name: 'Launch this Strategy' }));
  const launch = within(await findDialog('Launch Strategy'));
  // The offerings and personas have arrived once the first offering is chosen.
  await launch.findByTitle('Espresso Club');
  return { ...view, launch };
}

const launchButton = (launch: ReturnType<typeof within>) => launch.getByRole('button', { name: /^(Launch Strategy|Launching\.\.\.)$/ });
const input = (launch: ReturnType<typeof within>, label: string) => launch.getByLabelText(label) as HTMLInputElement;

function created(strategyId = STRATEGY_ID) {
  return jsonResponse(201, { success: true, strategyId, strategy: makeStrategy({ id: strategyId }) });
}

it('shows the template, the defaults and the time needed', async () => {
  const { launch, server } = await openLaunch();
  expect(launch.getByText('Edit and confirm your strategy details before launching.')).toBeVisible();
  expect(launch.getByText('Instagram Posting Rhythm')).toBeVisible();
  expect(launch.getByText(TEMPLATE.description)).toBeVisible();
  const goal = defaultGoalDate('30 days', todayIn('UTC'));
  expect(input(launch, 'Goal Date').value).toBe(dayjs(goal).format('MMMM D, YYYY'));
  expect(input(launch, 'Goal Date').getAttribute('placeholder')).toBe('Pick a date');
  expect(launch.getByTitle('Espresso Club')).toBeVisible();
  expect(launch.getByTitle('Busy Parent')).toBeVisible();
  expect(server.sent('GET', `/api/brand-data/${BRAND_ID}`)).toHaveLength(1);
  // Task key results count the template's tasks with their tag, in every objective.
  expect(launch.getByText('0 of 3 tasks with the tag "rhythm_setup"')).toBeVisible();
  expect(launch.getByText('0 of 2 tasks with the tag "instagram_post"')).toBeVisible();
  expect(launch.getByText('Durration')).toBeVisible();
  expect(launch.getByText('30 days')).toBeVisible();
  expect(launch.getByText('Expected Daily Time')).toBeVisible();
  expect(launch.getByText('10 minutes')).toBeVisible();
  expect(launch.getByText('Set up a rhythm')).toBeVisible();
  expect(launch.getByText('Publish every week')).toBeVisible();
});

it('offers no goal date before today', async () => {
  // jsdom answers getRootNode differently for the picker's portal; rc-trigger warns about it, browsers do not.
  const original = console.error;
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('same shadow root')) original(...args);
  });
  const { launch } = await openLaunch();
  fireEvent.mouseDown(input(launch, 'Goal Date'));
  fireEvent.click(input(launch, 'Goal Date'));
  const today = todayIn('UTC');
  // eslint-disable-next-line testing-library/no-node-access -- antd's date picker cells have no accessible name, only a title
  const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
  // The panel opens on the goal date's month: go back to today's month.
  // eslint-disable-next-line testing-library/no-node-access -- antd's date picker popup has no role
  await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
  // eslint-disable-next-line testing-library/no-node-access -- antd's previous-month button has no accessible name
  while (!cell(today)) click(document.querySelector('.ant-picker-header-prev-btn') as HTMLElement);
  const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
  expect(cell(today)?.className).not.toContain('ant-picker-cell-disabled');
  if (cell(yesterday)) expect(cell(yesterday)?.className).toContain('ant-picker-cell-disabled');
  error.mockRestore();
});

it('keeps digits only and shows the projected target once it can be computed', async () => {
  const { launch } = await openLaunch();
  expect(launch.queryByText(/Projected target/)).toBeNull();
  type(input(launch, FOLLOWERS), 'a1,2b3 ');
  expect(input(launch, FOLLOWERS).value).toBe('123');
  // 123 × 1.10 = 135.3, rounded up.
  expect(launch.getByText('136 followers')).toBeVisible();
  click(launch.getByRole('radio', { name: '20%' }));
  expect(launch.getByText('148 followers')).toBeVisible();
  // A key result without a unit counts items.
  type(input(launch, VISITS), '10');
  expect(launch.getByText('11 items')).toBeVisible();
});

it('can launch only when every change key result has a current value', async () => {
  const { launch } = await openLaunch();
  expect(launchButton(launch)).toHaveProperty('disabled', true);
  type(input(launch, FOLLOWERS), '50');
  expect(launchButton(launch)).toHaveProperty('disabled', true);
  type(input(launch, VISITS), 'abc');
  expect(launchButton(launch)).toHaveProperty('disabled', true);
  type(input(launch, VISITS), '7');
  expect(launchButton(launch)).toHaveProperty('disabled', false);
});

it('sends the choices, says Launching... meanwhile, then refreshes and closes both dialogs', async () => {
  let answer: (r: Response) => void = () => {};
  const { launch, server } = await openLaunch({ create: () => new Promise<Response>((resolve) => (answer = resolve)) });
  choose(launch, "What You're Promoting", 'Latte Class');
  type(input(launch, FOLLOWERS), '123');
  click(launch.getByRole('radio', { name: '30%' }));
  type(input(launch, VISITS), '7');
  const listReads = server.sent('GET', '/api/strategies?').length;

  click(launchButton(launch));
  await waitFor(() => expect(launchButton(launch).textContent).toBe('Launching...'));
  expect(launchButton(launch)).toHaveProperty('disabled', true);

  const [{ body }] = server.sent('POST', '/api/strategies/create-from-template');
  expect(body).toEqual({
    templateId: 'instagram-posting-rhythm',
    goalDate: defaultGoalDate('30 days', todayIn('UTC')),
    targetOfferId: '1700000000002',
    targetPersonaId: 'p-1',
    changeValues: { obj1_kr1: '123', obj1_kr2: '7' },
    selectedPercentages: { obj1_kr1: '30', obj1_kr2: '5' },
    brandId: BRAND_ID,
  });

  answer(created());
  expect(await screen.findByText('Strategy Launched!')).toBeVisible();
  expect(screen.getByText('Your new strategy has been created successfully.')).toBeVisible();
  await dialogClosed('Launch Strategy');
  await dialogClosed('Marketing Strategies');
  await waitFor(() => expect(server.sent('GET', '/api/strategies?').length).toBeGreaterThan(listReads));
  expect(events('strategy_launched')).toEqual([{ event: 'strategy_launched', strategy_id: STRATEGY_ID, template_id: 'instagram-posting-rhythm' }]);
});

it('reports a refused launch and stays open to try again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { launch } = await openLaunch({ create: () => errorResponse(403, 'plan_limit_reached', 'Your plan allows 3 active strategies.') });
  type(input(launch, FOLLOWERS), '1');
  type(input(launch, VISITS), '2');
  click(launchButton(launch));
  expect(await screen.findByText('Failed to Launch Strategy')).toBeVisible();
  expect(screen.getByText('There was an error creating your strategy. Please try again.')).toBeVisible();
  await waitFor(() => expect(launchButton(launch).textContent).toBe('Launch Strategy'));
  expect(launchButton(launch)).toHaveProperty('disabled', false);
  expect(input(launch, FOLLOWERS).value).toBe('1');
  error.mockRestore();
});

it('forgets what was entered when closed', async () => {
  const { launch } = await openLaunch();
  type(input(launch, FOLLOWERS), '42');
  click(launch.getByRole('button', { name: 'Cancel' }));
  await dialogClosed('Launch Strategy');
  const templates = within(await findDialog('Marketing Strategies'));
  click(templates.getByRole('button', { name: 'Launch this Strategy' }));
  const again = within(await findDialog('Launch Strategy'));
  expect(input(again, FOLLOWERS).value).toBe('');
});
