// webpack's nonce for the chunk <script> elements it inserts (and any <style> a loader would insert), from the
// nonce the gateway writes into the page. Set before the first chunk loads; read here rather than through the
// client kit, which only loads behind the async boundary below (the constants file alone, not the contracts' index:
// main.js stays small).
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@navia/contracts/src/web/page-security';
import { startEarlyRefresh } from '@navia/client-kit/src/api/early-refresh';
import { startEarlyRemoteLoad } from './features/remotes/api/early-remote';

declare let __webpack_nonce__: string | undefined;
const nonceMeta = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`);
if (nonceMeta?.nonce && nonceMeta.nonce !== CSP_NONCE_PLACEHOLDER) __webpack_nonce__ = nonceMeta.nonce;

// The session refresh and the route's remote start now, not after the app's code below has loaded and rendered: they
// are the longest waits before a signed-in screen can paint (issue 16). The client kit and the remote registry take
// these requests over.
startEarlyRefresh();
startEarlyRemoteLoad(window.location.pathname);

// Async boundary: the Module Federation runtime negotiates the shared singletons (react, antd, the client kit...)
// before any of them is imported, so a remote loaded later finds the same copies. The build finds the first screen's
// chunk group by this request (create-webpack-config.cjs, BOOTSTRAP_REQUEST).
import('./bootstrap');
