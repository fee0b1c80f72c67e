import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@navia/client-kit';
import DashboardTasksRoutes from './routes';

function renderAt(path: string) {
  // Mounted the way the shell mounts it: under a splat route at '/'.
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<DashboardTasksRoutes basePath="/" notFound={<p>not found</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'ann@example.com', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};

it.each(['/', '/dashboard'])('welcomes the user by first name on %s', (path) => {
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  renderAt(path);
  expect(screen.getByRole('heading', { name: 'Welcome back, Ann' })).toBeTruthy();
});

it('falls back to "User" without a first name', () => {
  useAuthStore.setState({ status: 'signedIn', user: { ...user, firstName: '' }, accessToken: 't' });
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Welcome back, User' })).toBeTruthy();
});

it('renders the tasks page on /tasks and the shell 404 elsewhere', () => {
  const { unmount } = renderAt('/tasks');
  expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
  unmount();
  renderAt('/dashboard/extra');
  expect(screen.getByText('not found')).toBeTruthy();
});
