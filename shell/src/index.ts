// webpack's nonce for the chunk <script> elements it inserts (and any <style> a loader would insert), from the
// nonce the gateway writes into the page. Set before the first chunk loads; read here rather than through the
// client kit, which only loads behind the async boundary below (the constants file alone, not the contracts' index:
// main.js stays small).
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@navia/contracts/src/web/page-security';
import { startEarlyRefresh } from '@navia/client-kit/src/api/early-refresh';
import { cameDrawnForUser, cameSignedOut, dropMismatchedDrawnPage } from '@navia/client-kit/src/auth/signed-out-page';
import { startEarlyRemoteLoad } from './features/remotes/api/early-remote';
import { startEarlyRouteData } from './features/remotes/api/early-route-data';
import { keepEarlyClicks } from './early-clicks';
import { rememberLayout } from './layout-hint';
import { inTasksOfTheirOwn } from './in-tasks-of-their-own';

declare let __webpack_nonce__: string | undefined;
const nonceMeta = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`);
if (nonceMeta?.nonce && nonceMeta.nonce !== CSP_NONCE_PLACEHOLDER) __webpack_nonce__ = nonceMeta.nonce;

// Async boundary: the Module Federation runtime negotiates the shared singletons (react, antd, the client kit...)
// before any of them is imported, so a remote loaded later finds the same copies. The build finds the first screen's
// chunk group by this request (create-webpack-config.cjs, BOOTSTRAP_REQUEST). One import() expression, so one chunk
// group whichever way it is reached below.
const startApp = () => import('./bootstrap');

rememberLayout();
dropMismatchedDrawnPage();

if (cameSignedOut()) {
  // The prerendered signed-out page (contracts' signed-out-page.ts): the welcome card is in the HTML, so the app's
  // code is fetched after the browser has painted it rather than competing with the page for the network. A tab
  // opened in the background paints nothing until shown, so it starts at once. A tap on Sign In before then is kept.
  keepEarlyClicks(document.getElementById('root') as HTMLElement);
  if (document.visibilityState === 'hidden') void startApp();
  else requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  // The session refresh, the route's remote and the page's first calls start now, not after the app's code below has
  // loaded and rendered: they are the longest waits before a signed-in screen can paint (issue 16). The client kit
  // and the remote registry take these requests over.
  //
  // Each in a task of its own (inTasksOfTheirOwn): with main.js's own evaluation (the federation runtime's set-up)
  // they made one task of about 200 ms at 4x CPU, the longest of a signed-in load; apart, none is long, and the page
  // can answer a tap between them.
  //
  // The page's first calls follow the refresh's answer (early-route-data.ts), without waiting for the app's code.
  const start = () =>
    inTasksOfTheirOwn([
      startEarlyRefresh,
      () => startEarlyRemoteLoad(window.location.pathname),
      () => void startEarlyRouteData(window.location.pathname).catch(() => undefined),
      () => void startApp(),
    ]);
  // A page the gateway drew for its user shows its first screen already (its session came with it): as on the
  // signed-out page, the app's code and data are asked for after the browser has painted it.
  if (cameDrawnForUser() && document.visibilityState !== 'hidden') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
