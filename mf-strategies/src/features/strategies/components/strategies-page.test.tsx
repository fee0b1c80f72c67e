import { screen, waitFor, within } from '@testing-library/react';
import { BRAND_SETUP_PROGRESS_QUERY_KEY, brandSetupProgressQueryKey, createQueryClient, getDataLayer, useAuthStore } from '@navia/client-kit';
import { BRAND_ID, STRATEGY_ID, makeStrategy, progressAt } from '../test/fixtures';
import {
  click,
  currentLocation,
  errorResponse,
  findDialog,
  openPage,
  renderPage,
  serveStrategies,
  signIn,
} from '../test/strategies-test-kit';

jest.setTimeout(30_000);

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('page states', () => {
  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const server = serveStrategies();
    renderPage();
    expect(screen.getByText('Please sign in to view strategies')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Launch a Strategy' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows Loading strategies... until the list answers', async () => {
    signIn();
    serveStrategies({ strategies: () => new Promise<Response>(() => {}) });
    renderPage();
    expect(await screen.findByText('Loading strategies...')).toBeVisible();
  });

  it('shows the server error text under Error loading strategies', async () => {
    const { container } = await openPage({ strategies: () => errorResponse(503, 'service_unavailable', 'Strategies are resting') });
    expect(within(container).getByRole('alert').textContent).toContain('Error loading strategies');
    expect(screen.getByText('Strategies are resting')).toBeVisible();
  });

  it("reads the active brand's strategies", async () => {
    const { server } = await openPage({ strategies: [makeStrategy()] });
    expect(server.sent('GET', '/api/strategies').map((r) => r.url)).toEqual([`/api/strategies?brandId=${BRAND_ID}`]);
  });
});

describe('header', () => {
  it.each([
    ['basic', '2/3 Active Strategies'],
    ['free', '2/1 Active Strategies'],
    ['enterprise', '2/∞ Active Strategies'],
  ] as const)('on the %s plan counts active strategies over the cap: %s', async (plan, text) => {
    await openPage({ strategies: [makeStrategy(), makeStrategy({ name: 'Two' }), makeStrategy({ name: 'Done', status: 'completed' })] }, plan);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('opens the templates dialog from Launch a Strategy', async () => {
    await openPage({ strategies: [makeStrategy()] });
    click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    expect(await findDialog('Marketing Strategies')).toBeTruthy();
  });
});

describe('guide promo card', () => {
  it('shows while no strategy is active and opens the guide', async () => {
    await openPage({ strategies: [makeStrategy({ status: 'completed' })] });
    click(screen.getByRole('button', { name: 'Strategy Guide' }));
    expect(await findDialog('Your Strategy Guide')).toBeTruthy();
  });

  it('is gone once a strategy is active', async () => {
    await openPage({ strategies: [makeStrategy()] });
    expect(screen.queryByRole('button', { name: 'Strategy Guide' })).toBeNull();
  });
});

describe('strategy card', () => {
  it('shows the deadline chip, duration, daily time and percent bar', async () => {
    await openPage({ strategies: [makeStrategy({ name: 'Rhythm', deadline: '2026-12-21', createdAt: '2026-11-21T23:30:00.000Z', completionPercentage: 40 })] });
    const rhythm = within(screen.getByRole('article', { name: 'Rhythm' }));
    expect(rhythm.getByText('by Dec 21, 2026')).toBeVisible();
    expect(rhythm.getByText('30 days')).toBeVisible();
    expect(rhythm.getByText('5 Minutes')).toBeVisible();
    expect(rhythm.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('counts 7 days and shows no chip without a deadline', async () => {
    await openPage({ strategies: [makeStrategy({ name: 'Open ended', deadline: null })] });
    expect(card('Open ended').getByText('7 days')).toBeVisible();
    expect(card('Open ended').queryByText(/^by /)).toBeNull();
  });

  it('View Tasks goes to the tasks filtered by the strategy slug', async () => {
    await openPage({ strategies: [makeStrategy({ name: '  Instagram Rhythm: 30 Days!! ' })] });
    click(card('Instagram Rhythm: 30 Days!!').getByRole('button', { name: 'View Tasks' }));
    expect(currentLocation()).toBe('/tasks?filter=strategy-instagram-rhythm-30-days');
  });

  it.each([
    ['every task done', { completedTasks: 5, totalTasks: 5 }, 'hidden'],
    ['no tasks yet', { completedTasks: 0, totalTasks: 0 }, 'shown'],
    ['tasks left', { completedTasks: 4, totalTasks: 5 }, 'shown'],
    ['a completed strategy', { status: 'completed' as const, completedTasks: 1, totalTasks: 5 }, 'hidden'],
  ])('View Tasks with %s is %s', async (_case, fields, visibility) => {
    await openPage({ strategies: [makeStrategy({ name: 'Rhythm', ...fields })] });
    expect(card('Rhythm').queryByRole('button', { name: 'View Tasks' }) ? 'shown' : 'hidden').toBe(visibility);
    expect(card('Rhythm').getByRole('button', { name: 'Track & Manage' })).toBeVisible();
  });

  it('a completed card says Strategy Complete and when', async () => {
    await openPage({ strategies: [makeStrategy({ name: 'Done', status: 'completed', updatedAt: '2026-11-22T12:00:00.000Z' })] });
    expect(card('Done').getByText('Strategy Complete')).toBeVisible();
    expect(card('Done').getByText('Completed On')).toBeVisible();
    expect(card('Done').getByText('Nov 22, 2026')).toBeVisible();
  });
});

describe('tabs', () => {
  const both = [makeStrategy({ name: 'Running' }), makeStrategy({ name: 'Finished', status: 'completed' })];

  it('All Strategies shows both sections; Active and Completed one each', async () => {
    await openPage({ strategies: both });
    expect(screen.getByRole('region', { name: 'Active Strategies' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Completed Strategies' })).toBeVisible();

    click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.queryByRole('article', { name: 'Running' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Finished' })).toBeVisible();

    click(screen.getByRole('tab', { name: 'Active' }));
    expect(screen.getByRole('article', { name: 'Running' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Finished' })).toBeNull();
  });

  it('an empty tab says so and View All Strategies goes back to all', async () => {
    await openPage({ strategies: [makeStrategy({ name: 'Running' })] });
    click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByText('No strategies found')).toBeVisible();
    expect(screen.getByText('No strategies match the current filter. Try selecting a different tab')).toBeVisible();
    click(screen.getByRole('button', { name: 'View All Strategies' }));
    expect(screen.getByRole('tab', { name: 'All Strategies' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Running' })).toBeVisible();
  });

  it('on All Strategies with none at all, says there are none yet without pointing to another tab', async () => {
    await openPage({ strategies: [] });
    expect(screen.getByRole('tab', { name: 'All Strategies' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No strategies found')).toBeVisible();
    expect(screen.getByText("You haven't launched a strategy yet. Use Launch a Strategy to start your first one.")).toBeVisible();
    expect(screen.queryByText(/different tab/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'View All Strategies' })).toBeNull();
  });
});

describe('first strategy created', () => {
  // Each poll answers a new object (a changed name), so the page sees a new answer every time, not a cached one.
  let polls = 0;
  const recent = (firstTimeCreation: boolean) => () => ({
    success: true as const,
    firstTimeCreation,
    strategy: { id: STRATEGY_ID, templateName: `Rhythm ${++polls}`, templateId: 'instagram-posting-rhythm' },
  });

  async function pollTwiceWith(firstTimeCreation: boolean, setupPercent = 50) {
    const queryClient = createQueryClient();
    // The banner's entry: refreshing it is what sends the 'first-strategy' setup step's one-shot event.
    queryClient.setQueryData(brandSetupProgressQueryKey(BRAND_ID, false), progressAt(setupPercent));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const { server } = await openPage({ strategies: [makeStrategy()], recent: recent(firstTimeCreation) }, 'basic', queryClient);
    // spec: polled every 2 s; wait for a second answer.
    await waitFor(() => expect(server.sent('GET', '/api/recent-strategy-creation').length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const progressRefreshes = invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === BRAND_SETUP_PROGRESS_QUERY_KEY[0]);
    return { queryClient, progressRefreshes };
  }

  const firstEvents = () => getDataLayer().filter((e) => e.event === 'first_strategy_created');

  it('sends first_strategy_created and refreshes brand-setup progress once per mount while the poll says first time', async () => {
    const { queryClient, progressRefreshes } = await pollTwiceWith(true);
    expect(firstEvents()).toEqual([expect.objectContaining({ strategy_id: STRATEGY_ID, template_id: 'instagram-posting-rhythm' })]);
    expect(progressRefreshes).toHaveLength(1);
    expect(queryClient.getQueryState(brandSetupProgressQueryKey(BRAND_ID, false))?.isInvalidated).toBe(true);
  });

  it('leaves a progress entry already at 100 percent alone: it was read after the launch', async () => {
    const { queryClient } = await pollTwiceWith(true, 100);
    expect(firstEvents()).toHaveLength(1);
    expect(queryClient.getQueryState(brandSetupProgressQueryKey(BRAND_ID, false))?.isInvalidated).toBe(false);
  });

  it('does nothing when it is not the first strategy', async () => {
    const { queryClient, progressRefreshes } = await pollTwiceWith(false);
    expect(firstEvents()).toEqual([]);
    expect(progressRefreshes).toHaveLength(0);
    expect(queryClient.getQueryState(brandSetupProgressQueryKey(BRAND_ID, false))?.isInvalidated).toBe(false);
  });
});
