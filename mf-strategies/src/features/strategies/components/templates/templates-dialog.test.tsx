import { screen, waitFor, within } from '@testing-library/react';
import type { PlanKey, StrategyListItem } from '@navia/contracts';
import { makeStrategy, makeTemplate } from '../../test/fixtures';
import { choose, click, currentLocation, dialog, dialogClosed, errorResponse, findDialog, openPage, type ServeOptions } from '../../test/strategies-test-kit';

jest.setTimeout(30_000);

const TITLE = 'Marketing Strategies';
const THREE = [
  makeTemplate({ id: 'one', name: 'First Template', accessTier: 'explore', metadata: { goalType: 'consistency', platform: 'instagram' } }),
  makeTemplate({
    id: 'two',
    name: 'Second Template',
    accessTier: 'build',
    requiredPlan: 'basic',
    metadata: { goalType: 'launch', platform: 'email' },
    templatePayload: { duration: '2 weeks', commitment: '2 emails a week, 15 Minutes per day' },
  }),
  makeTemplate({ id: 'three', name: 'Third Template', accessTier: 'grow', requiredPlan: 'pro', metadata: { goalType: 'all', platform: 'all' } }),
];

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

async function openTemplates(options: ServeOptions = {}, plan: PlanKey = 'basic', strategies: StrategyListItem[] = []) {
  const view = await openPage({ templates: THREE, strategies, ...options }, plan);
  click(screen.getByRole('button', { name: 'Launch a Strategy' }));
  const templates = within(await findDialog(TITLE));
  return { ...view, templates };
}

// A helper's scope is a within() result handed in, which the rule cannot see.
// eslint-disable-next-line testing-library/prefer-screen-queries
const cardNames = (scope: ReturnType<typeof within>) => scope.queryAllByRole('article').map((a: HTMLElement) => within(a).getByRole('heading').textContent);
// eslint-disable-next-line testing-library/prefer-screen-queries
const card = (scope: ReturnType<typeof within>, name: string) => within(scope.getByRole('article', { name }));

describe('states', () => {
  it('reads the templates only once the dialog opens, showing Loading strategy templates... meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const { server } = await openPage({ strategies: [], templates: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(server.sent('GET', '/api/strategy-templates')).toHaveLength(0);
    click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    const templates = within(await findDialog(TITLE));
    expect(await templates.findByText('Loading strategy templates...')).toBeVisible();
    answer(new Response(JSON.stringify({ templates: THREE })));
    await waitFor(() => expect(cardNames(templates)).toEqual(['First Template', 'Second Template']));
    expect(server.sent('GET', '/api/strategy-templates')).toHaveLength(1);
  });

  it('says the templates could not be loaded, with Close', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { templates } = await openTemplates({ templates: () => errorResponse(500, 'internal_error', 'Boom') });
    expect(await templates.findByText('No strategy templates available')).toBeVisible();
    expect(templates.getByText('Templates could not be loaded')).toBeVisible();
    click(within(templates.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await dialogClosed(TITLE);
    error.mockRestore();
  });

  it('says so when there are no templates at all', async () => {
    const { templates } = await openTemplates({ templates: [] });
    expect(await templates.findByText('No strategies available')).toBeVisible();
    expect(templates.getByText('Check back soon for new strategies')).toBeVisible();
  });

  it('says no template matches, and Clear Filters shows them all again', async () => {
    const onlyInstagram = [THREE[0]];
    const { templates } = await openTemplates({ templates: onlyInstagram });
    await templates.findByRole('article');
    choose(templates, 'Platform', 'Email');
    expect(templates.getByText('No strategies match your filters')).toBeVisible();
    expect(templates.getByText('Try adjusting your filter selection')).toBeVisible();
    click(templates.getByRole('button', { name: 'Clear Filters' }));
    expect(cardNames(templates)).toEqual(['First Template']);
  });
});

describe('filters', () => {
  it('filter by goal and platform (a template for all matches any), and All resets both', async () => {
    const { templates } = await openTemplates();
    await templates.findAllByRole('article');
    choose(templates, 'Goal', 'Launch');
    expect(cardNames(templates)).toEqual(['Second Template', 'Third Template']);
    choose(templates, 'Platform', 'Instagram');
    expect(cardNames(templates)).toEqual(['Third Template']);
    click(templates.getByRole('button', { name: 'All' }));
    expect(cardNames(templates)).toEqual(['First Template', 'Second Template']);
    expect(templates.getByTitle('All Goals')).toBeVisible();
    expect(templates.getByTitle('All Platforms')).toBeVisible();
  });
});

describe('carousel', () => {
  it('shows two at a time on a wide screen, one slide per step, without looping', async () => {
    const { templates } = await openTemplates();
    await templates.findAllByRole('article');
    const previous = templates.getByRole('button', { name: 'Previous templates' });
    const next = templates.getByRole('button', { name: 'Next templates' });
    expect(cardNames(templates)).toEqual(['First Template', 'Second Template']);
    expect(previous).toHaveProperty('disabled', true);
    click(next);
    expect(cardNames(templates)).toEqual(['Second Template', 'Third Template']);
    expect(next).toHaveProperty('disabled', true);
    click(previous);
    expect(cardNames(templates)).toEqual(['First Template', 'Second Template']);
  });

  it('shows one at a time under 640 px', async () => {
    window.innerWidth = 375;
    const { templates } = await openTemplates();
    await templates.findAllByRole('article');
    expect(dialog(TITLE).style.width).toBe('100vw');
    expect(cardNames(templates)).toEqual(['First Template']);
    click(templates.getByRole('button', { name: 'Next templates' }));
    click(templates.getByRole('button', { name: 'Next templates' }));
    expect(cardNames(templates)).toEqual(['Third Template']);
    expect(templates.getByRole('button', { name: 'Next templates' })).toHaveProperty('disabled', true);
  });
});

describe('a template card', () => {
  it('shows its tier, duration and daily time (5 Minutes when the commitment names none)', async () => {
    const bare = makeTemplate({ id: 'bare', name: 'Bare', templatePayload: { duration: '7 days', commitment: 'a few posts, per day' } });
    const { templates } = await openTemplates({ templates: [THREE[1], bare] });
    await templates.findAllByRole('article');
    const second = within(templates.getByRole('article', { name: 'Second Template' }));
    expect(second.getByText('Build')).toBeVisible();
    expect(second.getByText('2 weeks')).toBeVisible();
    expect(second.getByText('15 Minutes')).toBeVisible();
    const plain = within(templates.getByRole('article', { name: 'Bare' }));
    expect(plain.getByText('Explore')).toBeVisible();
    expect(plain.getByText('7 days')).toBeVisible();
    expect(plain.getByText('5 Minutes')).toBeVisible();
  });
});

describe('per-card button', () => {
  it('sends an incomplete brand setup to the dashboard with a toast', async () => {
    const { templates } = await openTemplates({ setupPercent: 80 });
    await templates.findAllByRole('article');
    click(card(templates, 'First Template').getByRole('button', { name: 'Complete Your Brand Setup to Start' }));
    expect(currentLocation()).toBe('/dashboard');
    expect(await screen.findByText('Complete Your Brand Setup')).toBeVisible();
    expect(screen.getByText('Please complete your brand setup before creating your first strategy.')).toBeVisible();
  });

  it("sends a template above the plan to /pricing, naming the plan it needs", async () => {
    const locked = makeTemplate({ id: 'locked', name: 'Locked One', accessTier: 'grow', requiredPlan: 'pro', isLocked: true });
    const { templates } = await openTemplates({ templates: [locked] });
    const lockedCard = within(await templates.findByRole('article', { name: 'Locked One' }));
    expect(lockedCard.getByText('This strategy requires a Grow plan')).toBeVisible();
    click(lockedCard.getByRole('button', { name: 'Upgrade to Launch' }));
    expect(currentLocation()).toBe('/pricing');
  });

  it('at the plan cap shows the banner and sends every card to /pricing', async () => {
    const { templates } = await openTemplates({}, 'free', [makeStrategy()]);
    await templates.findAllByRole('article');
    expect(templates.getByText('1/1 Active Strategies')).toBeVisible();
    expect(templates.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    const first = within(templates.getByRole('article', { name: 'First Template' }));
    expect(first.getByText('Upgrade your plan to launch more strategies')).toBeVisible();
    click(first.getByRole('button', { name: 'Upgrade to Launch' }));
    expect(currentLocation()).toBe('/pricing');
  });

  it('below the cap has no banner and opens the launch dialog', async () => {
    const { templates } = await openTemplates({}, 'basic', [makeStrategy()]);
    await templates.findAllByRole('article');
    expect(templates.queryByText(/Active Strategies$/)).toBeNull();
    click(card(templates, 'First Template').getByRole('button', { name: 'Launch this Strategy' }));
    const launch = within(await findDialog('Launch Strategy'));
    expect(launch.getByText('First Template')).toBeVisible();
    expect(currentLocation()).toBe('/strategies');
  });
});
