import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import StrategiesRoutes from './routes';

it('shows the strategies heading at its mount', () => {
  render(
    <MemoryRouter initialEntries={['/strategies']}>
      <Routes>
        <Route path="/strategies/*" element={<StrategiesRoutes basePath="/strategies" notFound={<p>not found</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Strategies' })).toBeTruthy();
});
