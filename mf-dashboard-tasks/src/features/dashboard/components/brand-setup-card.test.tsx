import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  brandSetupProgressQueryKey,
  createQueryClient,
  getDataLayer,
  useActiveBrandStore,
  useAuthStore,
} from '@navia/client-kit';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
import type { BrandSetupProgressResponse, BrandSetupStep } from '@navia/contracts';
import { BrandSetupCard } from './brand-setup-card';

const TITLE = 'Complete Your Brand Setup';
const USER = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const BRAND = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };

const DEFINITIONS: [id: string, title: string, path: string][] = [
  ['company-basics', 'Tell Us About Your Company', '/brand-profile/who-you-are'],
  ['company-purpose', 'Share Your Company Purpose', '/brand-profile/who-you-are'],
  ['offerings', 'Describe What You Offer', '/brand-profile/what-you-offer'],
  ['personas', 'Define Who You Serve', '/brand-profile/who-you-serve'],
  ['brand-voice', 'Find Your Brand Voice', '/brand-profile/your-brand-feel'],
  ['first-strategy', 'Create Your First Strategy', '/strategies'],
];
const ALL = DEFINITIONS.map(([id]) => id);
const BRAND_STEPS = ALL.slice(0, 5);

function progressWith(done: readonly string[]): BrandSetupProgressResponse {
  const brandDone = BRAND_STEPS.every((id) => done.includes(id));
  const steps: BrandSetupStep[] = DEFINITIONS.map(([id, title, navigationPath], i) => ({
    id, title, sequence: i + 1, completed: done.includes(id), locked: id === 'first-strategy' && !brandDone, navigationPath, targetField: [],
  }));
  const completed = steps.filter((s) => s.completed).length;
  return {
    success: true,
    brandName: 'Acme',
    progress: { steps, summary: { completed, total: steps.length, percentage: Math.floor((completed / steps.length) * 100) }, firstTimeCompletion: false },
  };
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderCard(answer: BrandSetupProgressResponse | (() => Response)) {
  fakeApi({
    'GET /api/brand-setup-progress': () => (typeof answer === 'function' ? answer() : answer),
    'GET /api/user-brands': () => ({ brands: [BRAND] }),
  });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<><BrandSetupCard /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const settled = () =>
    waitFor(() => expect(['success', 'error']).toContain(queryClient.getQueryState(brandSetupProgressQueryKey(BRAND.id, false))?.status));
  return { ...view, settled };
}

const card = () => screen.getByRole('region', { name: TITLE });
// eslint-disable-next-line testing-library/no-node-access -- a step's row holds its title, state icon and link
const stepRow = (title: string) => within(card()).getByText(title).closest('li') as HTMLElement;
const stepButton = (title: string) => within(stepRow(title)).getByRole('button');
const completedEvents = () =>
  getDataLayer().filter((entry) => (entry as { event?: string }).event === 'brand_setup_step_completed');

beforeEach(() => {
  localStorage.clear();
  getDataLayer().length = 0;
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: USER, accessToken: 't' });
});

describe('BrandSetupCard', () => {
  it('shows the title, completed/total, the percent and a progress bar', async () => {
    renderCard(progressWith(['company-basics', 'company-purpose']));
    expect(await screen.findByRole('region', { name: TITLE })).toBeVisible();
    expect(within(card()).getByText('2/6')).toBeVisible();
    expect(within(card()).getByText('33%')).toBeVisible();
    expect(within(card()).getByRole('progressbar', { name: 'Brand setup progress' }).getAttribute('aria-valuenow')).toBe('33');
  });

  it('lists the steps in sequence with the button for each state', async () => {
    renderCard(progressWith(['company-basics']));
    await screen.findByRole('region', { name: TITLE });
    const items = within(within(card()).getByRole('list', { name: 'Brand setup steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tell Us About Your Company'),
      expect.stringContaining('Share Your Company Purpose'),
      expect.stringContaining('Describe What You Offer'),
      expect.stringContaining('Define Who You Serve'),
      expect.stringContaining('Find Your Brand Voice'),
      expect.stringContaining('Create Your First Strategy'),
    ]);

    const done = stepButton('Tell Us About Your Company');
    expect(done.textContent).toBe('Completed');
    expect(done.getAttribute('aria-label')).toBe('Completed: Tell Us About Your Company');
    expect((done as HTMLButtonElement).disabled).toBe(true);
    // eslint-disable-next-line testing-library/no-node-access -- the done mark is a decorative icon, hidden from the accessibility tree
    expect(done.querySelector('svg')).not.toBeNull();

    const open = screen.getByRole('button', { name: 'Start Task: Share Your Company Purpose' });
    expect(open.textContent).toBe('Start Task');
    expect((open as HTMLButtonElement).disabled).toBe(false);
    expect(stepButton('Find Your Brand Voice').textContent).toBe('Start Task');
  });

  it('locks the strategy step until the other steps are complete', async () => {
    renderCard(progressWith(['company-basics', 'offerings']));
    await screen.findByRole('region', { name: TITLE });
    const strategy = screen.getByRole('button', { name: 'Start Strategy: Create Your First Strategy' });
    expect(strategy.textContent).toBe('Start Strategy');
    expect((strategy as HTMLButtonElement).disabled).toBe(true);
    expect(within(stepRow('Create Your First Strategy')).getByText('Complete the other steps first')).toBeVisible();
    expect(screen.getByText('Complete the other steps first').id).toBe(strategy.getAttribute('aria-describedby'));
  });

  it('also locks the strategy step when the answer does not mark it locked but other steps are open', async () => {
    const answer = progressWith(['company-basics']);
    answer.progress.steps = answer.progress.steps.map((step) => ({ ...step, locked: false }));
    renderCard(answer);
    await screen.findByRole('region', { name: TITLE });
    expect((screen.getByRole('button', { name: 'Start Strategy: Create Your First Strategy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('unlocks the strategy step once the brand steps are done and opens /strategies', async () => {
    renderCard(progressWith(BRAND_STEPS));
    await screen.findByRole('region', { name: TITLE });
    const strategy = screen.getByRole('button', { name: 'Start Strategy: Create Your First Strategy' });
    expect((strategy as HTMLButtonElement).disabled).toBe(false);
    expect(within(stepRow('Create Your First Strategy')).queryByText('Complete the other steps first')).toBeNull();
    fireEvent.click(strategy);
    expect(screen.getByTestId('location').textContent).toBe('/strategies');
  });

  it("navigates to the step's page on Start Task", async () => {
    renderCard(progressWith(['company-basics', 'company-purpose']));
    await screen.findByRole('region', { name: TITLE });
    fireEvent.click(screen.getByRole('button', { name: 'Start Task: Define Who You Serve' }));
    expect(screen.getByTestId('location').textContent).toBe('/brand-profile/who-you-serve');
  });

  it('is hidden at 100 percent and still sends the analytics one-shots once', async () => {
    const { settled } = renderCard(progressWith(ALL));
    await settled();
    await waitFor(() => expect(completedEvents()).toHaveLength(6));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is hidden when the call fails', async () => {
    const { settled } = renderCard(() => errorResponse(500, 'internal_error', 'boom'));
    await settled();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('is hidden when the answer has no steps', async () => {
    const answer = progressWith([]);
    answer.progress.steps = [];
    const { settled } = renderCard(answer);
    await settled();
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
