// Imported first by prerender-signed-out.tsx, before any of the app's modules: the app's code reads from the page
// whether it is the signed-out one, and here there is no page, so the build says so. The auth store, created when its
// module loads, then starts signed out (a server render reads a store's initial state).
import { PRERENDERING_SIGNED_OUT } from '@navia/client-kit/src/auth/signed-out-page';

Object.assign(globalThis, { [PRERENDERING_SIGNED_OUT]: true });
