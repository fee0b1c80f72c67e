import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import StrategiesRoutes from './routes';

const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const progress: BrandSetupProgressResponse = {
  success: true,
  brandName: 'Acme',
  progress: {
    steps: [
      { id: 'company-basics', title: 'Tell Us About Your Company', sequence: 1, completed: false, locked: false, navigationPath: '/brand-profile/who-you-are', targetField: [] },
      { id: 'first-strategy', title: 'Create Your First Strategy', sequence: 2, completed: false, locked: true, navigationPath: '/strategies', targetField: [] },
    ],
    summary: { completed: 0, total: 2, percentage: 0 },
    firstTimeCompletion: false,
  },
};

/** Rendered inside act, so the lazily loaded banner's module resolves within it (no act warning). */
async function renderAt(path: string) {
  let view: ReturnType<typeof render> | undefined;
  // eslint-disable-next-line testing-library/no-unnecessary-act -- an async act, so the lazy banner's import settles inside it
  await act(async () => {
    view = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/strategies/*" element={<StrategiesRoutes basePath="/strategies" notFound={<p>not found</p>} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return view as ReturnType<typeof render>;
}

let api: FakeApi;

beforeEach(() => {
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  useActiveBrandStore.setState({ brand: null });
  api = fakeApi({
    'GET /api/brand-setup-progress': () => progress,
    'GET /api/strategies': () => ({ strategies: [] }),
    'GET /api/recent-strategy-creation': () => ({ success: true, firstTimeCreation: false, strategy: null }),
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] }),
  });
});

it('shows the strategies heading at its mount', async () => {
  await renderAt('/strategies');
  expect(screen.getByRole('heading', { name: 'Strategies' })).toBeVisible();
});

it('hands unknown paths to the 404 it was given', async () => {
  await renderAt('/strategies/nope');
  expect(screen.getByText('not found')).toBeVisible();
});

describe('brand-setup banner', () => {
  beforeEach(() => useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' }));

  it('tops the strategies page', async () => {
    const { container } = await renderAt('/strategies');
    const banner = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
    // eslint-disable-next-line testing-library/no-node-access -- the banner must be the first thing on the page: DOM order is the assertion
    expect(container.firstElementChild).toBe(banner);
    expect(within(banner).getByText('0/2')).toBeVisible();
    expect(within(banner).getByText('0%')).toBeVisible();
    expect(api.fetch).toHaveBeenCalledWith(`/api/brand-setup-progress?brandId=${BRAND_ID}`, expect.anything());
  });

  it('is not on the 404', async () => {
    await renderAt('/strategies/nope');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Complete Your Brand Setup' })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
