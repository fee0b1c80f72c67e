import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { fakeApi } from '@navia/client-kit/src/testing/fake-api';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import BrandHqRoutes from './routes';

const BRAND_ID = '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const step = (id: string, sequence: number, navigationPath: string, completed: boolean) => ({
  id, title: id, sequence, completed, locked: false, navigationPath, targetField: [],
});
const progress: BrandSetupProgressResponse = {
  success: true,
  brandName: 'Acme',
  progress: {
    steps: [step('company-basics', 1, '/brand-profile/who-you-are', true), step('offerings', 2, '/brand-profile/what-you-offer', false)],
    summary: { completed: 1, total: 2, percentage: 50 },
    firstTimeCompletion: false,
  },
};

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/brand-profile/*" element={<BrandHqRoutes basePath="/brand-profile" notFound={<p>not found</p>} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  useActiveBrandStore.setState({ brand: null });
  // Any other call (the brand record) answers 404, as before.
  fakeApi({
    'GET /api/brand-setup-progress': () => progress,
    'GET /api/user-brands': () => ({ brands: [{ id: BRAND_ID, companyName: 'Acme', isDefault: true }] }),
  });
});

// spec part 2 §2.6: the index shows Who You Are.
it.each([
  ['/brand-profile', 'Who You Are'],
  ['/brand-profile/who-you-are', 'Who You Are'],
  ['/brand-profile/what-you-offer', 'What You Offer'],
  ['/brand-profile/who-you-serve', 'Who You Serve'],
  ['/brand-profile/your-brand-feel', 'Your Brand Feel'],
])('%s shows Brand Headquarters and its section', async (path, section) => {
  renderAt(path);
  // The page appears together with the brand-setup banner above it, whose code loads on first use.
  expect(await screen.findByRole('heading', { name: 'Brand Headquarters', level: 1 })).toBeVisible();
  expect(screen.getByRole('heading', { name: section, level: 2 })).toBeVisible();
});

it('shows Who You Are for any other brand-profile path (spec part 2 §2.6), never the 404', async () => {
  renderAt('/brand-profile/nope');
  expect(await screen.findByRole('heading', { name: 'Who You Are', level: 2 })).toBeVisible();
  expect(screen.queryByText('not found')).toBeNull();
});

describe('brand-setup banner', () => {
  beforeEach(() => useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' }));

  it.each(['/brand-profile', '/brand-profile/who-you-are', '/brand-profile/your-brand-feel'])('tops %s', async (path) => {
    const { container } = renderAt(path);
    const banner = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
    expect(within(banner).getByText('1/2')).toBeVisible();
    expect(within(banner).getByText('50%')).toBeVisible();
    // Above the page, not inside it.
    // eslint-disable-next-line testing-library/no-node-access -- the banner must be the first thing on the page: DOM order is the assertion
    expect(container.firstElementChild).toBe(banner);
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts the index as the Who You Are step: its step is complete, so next is highlighted and leads on', async () => {
    renderAt('/brand-profile');
    const banner = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
    const next = within(banner).getByRole('button', { name: 'Next setup step' });
    expect(next.classList.contains('ant-btn-variant-solid')).toBe(true);
    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'What You Offer', level: 2 })).toBeVisible();
    fireEvent.click(within(screen.getByRole('region', { name: 'Complete Your Brand Setup' })).getByRole('button', { name: 'Previous setup step' }));
    expect(await screen.findByRole('heading', { name: 'Who You Are', level: 2 })).toBeVisible();
  });

  it('goes back to /dashboard from the first step', async () => {
    renderAt('/brand-profile/who-you-are');
    const banner = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Previous setup step' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('tops another brand-profile path, counted as the Who You Are step', async () => {
    renderAt('/brand-profile/nope');
    const banner = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Previous setup step' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});
