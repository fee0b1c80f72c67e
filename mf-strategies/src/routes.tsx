import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { StrategiesPage } from './features/strategies/components/strategies-page';

/** Exposed as 'mf_strategies/routes'; mounted by the shell at '/strategies'. */
export default function StrategiesRoutes({ notFound }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<StrategiesPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
