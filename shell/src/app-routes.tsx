import { Navigate, Outlet, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { AppLayout } from './features/layout/components/app-layout';
import { RequireSignIn } from './features/auth/components/require-sign-in';
import { RequireOnboarding } from './features/onboarding/components/require-onboarding';
import { RemoteRoute } from './features/remotes/components/remote-route';
import { NotFoundPage } from './features/not-found/components/not-found-page';
import { lazyPage } from './lazy-page';

// Screens the shell owns load on demand, so the sign-in screen ships only the gate and the auth modals.
const OnboardingPage = lazyPage(() => import('./features/onboarding/components/onboarding-page'), 'OnboardingPage');
const PricingPage = lazyPage(() => import('./features/pricing/components/pricing-page'), 'PricingPage');
const DesignSystemDemoPage = lazyPage(() => import('./features/style-guide/components/design-system-demo-page'), 'DesignSystemDemoPage');
const UiStyleGuidePage = lazyPage(() => import('./features/style-guide/components/ui-style-guide-page'), 'UiStyleGuidePage');

/** spec part 1 §2: dashboard and tasks live at the root, so their remote is mounted at '/'. */
const DASHBOARD_TASKS_PATHS = ['/', '/dashboard', '/tasks'];

/** Sign-in and onboarding complete (spec part 1 §2 "Gating"). */
function FullyGated() {
  return (
    <RequireSignIn>
      <RequireOnboarding>
        <Outlet />
      </RequireOnboarding>
    </RequireSignIn>
  );
}

/**
 * The catch-all: the dashboard-and-tasks remote for its three root paths, else the 404 card. Mounting that remote
 * under '*' (not one route per path) lets its own <Routes> match relative to '/' as for every other remote.
 */
function RootOrNotFound() {
  const { pathname } = useLocation();
  if (!DASHBOARD_TASKS_PATHS.some((path) => matchPath(path, pathname))) return <NotFoundPage />;
  return (
    <RequireSignIn>
      <RequireOnboarding>
        <RemoteRoute remote="mf_dashboard_tasks" basePath="/" />
      </RequireOnboarding>
    </RequireSignIn>
  );
}

function RedirectToTasks() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/tasks', search }} replace />;
}

/** spec part 1 §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="my-tasks" element={<RedirectToTasks />} />
        <Route element={<FullyGated />}>
          <Route path="strategies/*" element={<RemoteRoute remote="mf_strategies" basePath="/strategies" />} />
          <Route path="brand-profile/*" element={<RemoteRoute remote="mf_brand_hq" basePath="/brand-profile" />} />
          <Route path="create/*" element={<RemoteRoute remote="mf_create" basePath="/create" />} />
        </Route>
        {/* Sign-in only: onboarding must be reachable before onboarding is complete. */}
        <Route
          path="onboarding"
          element={
            <RequireSignIn>
              <OnboardingPage />
            </RequireSignIn>
          }
        />
        <Route
          path="design-system-demo"
          element={
            <RequireSignIn>
              <DesignSystemDemoPage />
            </RequireSignIn>
          }
        />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="ui-style-guide" element={<UiStyleGuidePage />} />
        <Route path="*" element={<RootOrNotFound />} />
      </Route>
    </Routes>
  );
}
