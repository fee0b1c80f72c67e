import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './features/layout/components/app-layout';
import { RequireSignIn } from './features/auth/components/require-sign-in';
import { RequireOnboarding } from './features/onboarding/components/require-onboarding';
import { RemoteRoute } from './features/remotes/components/remote-route';
import { DASHBOARD_TASKS_REMOTE, REMOTE_AREAS, remoteForPath } from './features/remotes/model/remote-areas';
import { NotFoundPage } from './features/not-found/components/not-found-page';
import { lazyNamed } from '@navia/client-kit';

// Screens the shell owns load on demand, so the sign-in screen ships only the gate and the auth modals.
const OnboardingPage = lazyNamed(() => import('./features/onboarding/components/onboarding-page'), 'OnboardingPage');
const PricingPage = lazyNamed(() => import('./features/pricing/components/pricing-page'), 'PricingPage');
const DesignSystemDemoPage = lazyNamed(() => import('./features/style-guide/components/design-system-demo-page'), 'DesignSystemDemoPage');
const WebhooksPage = lazyNamed(() => import('./features/webhooks/components/webhooks-page'), 'WebhooksPage');
const ApiTokensPage = lazyNamed(() => import('./features/api-tokens/components/api-tokens-page'), 'ApiTokensPage');
const UiStyleGuidePage = lazyNamed(() => import('./features/style-guide/components/ui-style-guide-page'), 'UiStyleGuidePage');

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
  if (remoteForPath(pathname) !== DASHBOARD_TASKS_REMOTE) return <NotFoundPage />;
  return (
    <RequireSignIn>
      <RequireOnboarding>
        <RemoteRoute remote={DASHBOARD_TASKS_REMOTE} basePath="/" />
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
          {REMOTE_AREAS.map(({ remote, basePath }) => (
            <Route key={remote} path={`${basePath.slice(1)}/*`} element={<RemoteRoute remote={remote} basePath={basePath} />} />
          ))}
          <Route path="settings/api-tokens" element={<ApiTokensPage />} />
          <Route path="settings/webhooks" element={<WebhooksPage />} />
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
