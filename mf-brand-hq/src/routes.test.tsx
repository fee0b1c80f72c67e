import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import BrandHqRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/brand-profile/*" element={<BrandHqRoutes basePath="/brand-profile" notFound={<p>not found</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

it.each([
  ['/brand-profile', null],
  ['/brand-profile/who-you-are', 'Who You Are'],
  ['/brand-profile/what-you-offer', 'What You Offer'],
  ['/brand-profile/who-you-serve', 'Who You Serve'],
  ['/brand-profile/your-brand-feel', 'Your Brand Feel'],
])('%s shows Brand Headquarters and its section', (path, section) => {
  renderAt(path);
  expect(screen.getByRole('heading', { name: 'Brand Headquarters', level: 1 })).toBeTruthy();
  if (section) expect(screen.getByRole('heading', { name: section, level: 2 })).toBeTruthy();
  else expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
});

it('hands unknown sections to the 404 it was given', () => {
  renderAt('/brand-profile/nope');
  expect(screen.getByText('not found')).toBeTruthy();
});
