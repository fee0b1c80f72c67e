import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CreateRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/create/*" element={<CreateRoutes basePath="/create" notFound={<p>not found</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

it.each(['/create', '/create/writing'])('%s shows the writing workspace', (path) => {
  renderAt(path);
  expect(screen.getByRole('heading', { name: 'Writing' })).toBeVisible();
});

it.each([
  ['/create/images', 'Images', 'Select and apply images'],
  ['/create/video', 'Video', 'Select and apply videos'],
  ['/create/publishing', 'Publishing', 'Add to calendar and or instant publish'],
])('%s shows its placeholder', (path, title, text) => {
  renderAt(path);
  expect(screen.getByRole('heading', { name: title })).toBeVisible();
  expect(screen.getByText(text)).toBeVisible();
});
