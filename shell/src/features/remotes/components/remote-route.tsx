import { Suspense, createContext, lazy, useContext, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { RemoteName } from '@navia/contracts';
import { PageLoading, startRouteVisit, type RemoteProps } from '@navia/client-kit';
import { loadRemoteRoutes } from '../api/remote-registry';
import { prefetchRouteData } from '../api/route-data';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { NotFoundPage } from '../../not-found/components/not-found-page';

type LazyRemote = LazyExoticComponent<ComponentType<RemoteProps>>;

/**
 * One lazy component per remote, made on first use. React.lazy remembers a rejection forever, so a failed load
 * removes its entry and the next render (Retry, or coming back later) makes a fresh one that loads again.
 */
const lazyRemotes = new Map<RemoteName, LazyRemote>();

function lazyRemote(remote: RemoteName): LazyRemote {
  let component = lazyRemotes.get(remote);
  if (!component) {
    component = lazy(() =>
      loadRemoteRoutes(remote).then(
        (routes) => ({ default: routes }),
        (error: unknown) => {
          lazyRemotes.delete(remote);
          throw error;
        },
      ),
    );
    lazyRemotes.set(remote, component);
  }
  return component;
}

export type LoadedRemotes = Partial<Record<RemoteName, ComponentType<RemoteProps>>>;

/**
 * The remotes a server render has already loaded (shell/server/render-first-screen.tsx): there the routes component
 * comes from the remote's module itself, not through Module Federation, which only runs in a browser.
 */
export const LoadedRemotesContext = createContext<LoadedRemotes>({});

/** Tests only: forget every loaded remote, so each test starts from a page that has loaded none. */
export function forgetLoadedRemotes(): void {
  lazyRemotes.clear();
}

interface RemoteRouteProps {
  remote: RemoteName;
  /** Where the remote is mounted; its own <Routes> match below it. */
  basePath: string;
}

/** Renders a remote area: 'Loading...' while its code arrives, a fallback card with Retry if it fails. */
export function RemoteRoute({ remote, basePath }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Each new path is a new page visit, and its data starts loading now, alongside the remote's code (React.lazy
  // starts that in this same render). A layout effect: it runs before the page's own hooks subscribe (in passive
  // effects), so they already see this visit and the entries started here.
  useLayoutEffect(() => {
    startRouteVisit();
    void prefetchRouteData(queryClient, pathname);
  }, [queryClient, pathname]);
  // Re-rendering this component (not only the boundary) is what picks up a fresh lazy component after a failure.
  const [, setAttempt] = useState(0);
  const loaded = useContext(LoadedRemotesContext)[remote];
  // Not a component made per render: lazyRemote keeps one per remote until a load fails (the rule cannot see that).
  const Remote = loaded ?? lazyRemote(remote);
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      area={remote}
      onReset={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Remote // eslint-disable-line react-hooks/static-components
          basePath={basePath}
          notFound={<NotFoundPage />}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
