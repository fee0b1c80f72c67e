import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapAuth, startAuthAnalytics } from '@navia/client-kit';
import { App } from './app';
import { startTimezoneAutoDetect } from './features/timezone/hooks/timezone-auto-detect';
import { preloadSignedInChrome } from './features/layout/components/signed-in-chrome';
import { openedRemoteArea } from './features/remotes/model/remote-areas';
import { preloadRemoteRoutes } from './features/remotes/api/remote-registry';
import { prefetchRouteData } from './features/remotes/api/route-data';
import { queryClient } from './query-client';

startAuthAnalytics();
// Restore the session while the first paint shows 'Loading authentication...'.
const sessionRestored = bootstrapAuth();
startTimezoneAutoDetect();
// A page drawn by a remote is for a signed-in user: its remote, the rail, the panels and the menus load beside the
// session's restore rather than after it and the shell's first render; its data starts the moment the session is
// back (prefetchRouteData does nothing signed out), not at its first render.
const openedPath = window.location.pathname;
const openedArea = openedRemoteArea(openedPath);
if (openedArea) {
  preloadRemoteRoutes(openedArea);
  preloadSignedInChrome();
  void sessionRestored.then(() => prefetchRouteData(queryClient, openedPath));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
