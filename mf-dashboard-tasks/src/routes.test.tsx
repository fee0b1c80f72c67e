import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { fakeApi } from '@navia/client-kit/src/testing/fake-api';
import type { BrandSetupProgressResponse } from '@navia/contracts';
import DashboardTasksRoutes from './routes';

function renderAt(path: string) {
  // Mounted the way the shell mounts it: under a splat route at '/'.
  // The shell provides the query client.
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<DashboardTasksRoutes basePath="/" notFound={<p>not found</p>} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'ann@example.com', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};

const BRAND = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };
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

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  // The tasks and the news are not served (404): these tests are about the routes, the welcome and the setup card.
  fakeApi({ 'GET /api/brand-setup-progress': () => progress, 'GET /api/user-brands': () => ({ brands: [BRAND] }) });
});

it('shows the brand-setup card under the welcome line on the dashboard', async () => {
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  renderAt('/dashboard');
  const card = await screen.findByRole('region', { name: 'Complete Your Brand Setup' });
  const welcome = screen.getByRole('heading', { name: 'Welcome back, Ann' });
  expect(welcome.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it.each(['/', '/dashboard'])('welcomes the user by first name on %s', (path) => {
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  renderAt(path);
  expect(screen.getByRole('heading', { name: 'Welcome back, Ann' })).toBeVisible();
});

it('falls back to "User" without a first name', () => {
  useAuthStore.setState({ status: 'signedIn', user: { ...user, firstName: '' }, accessToken: 't' });
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Welcome back, User' })).toBeVisible();
});

it('renders the tasks page on /tasks and the shell 404 elsewhere', () => {
  const { unmount } = renderAt('/tasks');
  expect(screen.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  unmount();
  renderAt('/dashboard/extra');
  expect(screen.getByText('not found')).toBeVisible();
});
