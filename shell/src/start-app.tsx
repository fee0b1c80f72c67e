// The app's start: the session's restore, the opened page's code and data, the first render (bootstrap.tsx evaluates
// this last, once React and the client kit are evaluated).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapAuth, startAuthAnalytics } from '@navia/client-kit';
import { App } from './app';
import { startTimezoneAutoDetect } from './features/timezone/hooks/timezone-auto-detect';
import { preloadSignedInChrome } from './features/layout/components/signed-in-chrome';
import { openedRemoteArea } from './features/remotes/model/remote-areas';
import { preloadRemoteRoutes } from './features/remotes/api/remote-registry';
import { prefetchRouteData } from './features/remotes/api/route-data';
import { queryClient } from './query-client';
import { takeOverDrawnPage } from './take-over-drawn-page';
import { cameDrawnForUser } from '@navia/client-kit/src/auth/signed-out-page';

startAuthAnalytics();
// Restore the session while the first paint shows 'Loading authentication...'.
const sessionRestored = bootstrapAuth();
startTimezoneAutoDetect();
// A page drawn by a remote is for a signed-in user: its remote, the rail, the panels and the menus load beside the
// session's restore rather than after it and the shell's first render; its data starts the moment the session is
// back (prefetchRouteData does nothing signed out), not at its first render.
const openedPath = window.location.pathname;
const openedArea = openedRemoteArea(openedPath);
let firstDataSettled: Promise<unknown> = sessionRestored;
if (openedArea) {
  preloadRemoteRoutes(openedArea);
  preloadSignedInChrome();
  firstDataSettled = sessionRestored.then(() => prefetchRouteData(queryClient, openedPath));
}

const page = document.getElementById('root');
if (!page) throw new Error('index.html has no #root element');
// A page the gateway drew for its user stays until the app's own is ready (take-over-drawn-page.ts).
const root = createRoot(cameDrawnForUser() ? takeOverDrawnPage(page, firstDataSettled) : page);
// The first render in a transition: React renders it in slices of about 5 ms and lets the browser in between, where a
// plain root.render renders the whole tree (on a signed-in page: the layout, the remote's page, antd's theme) as one
// task. Measured with bench/long-tasks.mjs, loads alternating with and without it at 4× CPU: 520–630 ms less main-
// thread blocking on `/`, /dashboard and /tasks (docs/performance.md). Later store-driven updates (zustand, TanStack
// Query) still render synchronously: React renders useSyncExternalStore updates as blocking.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
