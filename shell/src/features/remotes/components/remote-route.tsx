import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@navia/contracts';
import { PageLoading, type RemoteProps } from '@navia/client-kit';
import { loadRemoteRoutes } from '../remote-registry';
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
  // Re-rendering this component (not only the boundary) is what picks up a fresh lazy component after a failure.
  const [, setAttempt] = useState(0);
  const Remote = lazyRemote(remote);
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      area={remote}
      onReset={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Remote basePath={basePath} notFound={<NotFoundPage />} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
