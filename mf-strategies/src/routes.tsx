import { Outlet, Route, Routes } from 'react-router-dom';
import { BrandSetupBanner, type RemoteProps } from '@navia/client-kit';
import { StrategiesPage } from './features/strategies/components/strategies-page';

/** spec part 2 §2.7: the brand-setup banner tops the strategies page (not the 404). */
function WithBrandSetupBanner() {
  return (
    <>
      <BrandSetupBanner />
      <Outlet />
    </>
  );
}

/** Exposed as 'mf_strategies/routes'; mounted by the shell at '/strategies'. */
export default function StrategiesRoutes({ notFound }: RemoteProps) {
  return (
    <Routes>
      <Route element={<WithBrandSetupBanner />}>
        <Route index element={<StrategiesPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
