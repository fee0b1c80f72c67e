// Imports only the contracts' constants file, so the shell's main.js can read it without the client kit.
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SIGNED_OUT } from '@navia/contracts/src/web/signed-out-page';

/** Set by the build's prerender of that page (shell/build/prerender-signed-out.tsx), which has no document to read. */
export const PRERENDERING_SIGNED_OUT = Symbol.for('navia.prerendering-signed-out');

/**
 * Whether this page is the prerendered signed-out page: the gateway answers `/` with it when the browser holds no
 * session hint (contracts' signed-out-page.ts), so there is no session to restore and the app starts signed out.
 */
export function cameSignedOut(): boolean {
  if (typeof document === 'undefined') return (globalThis as Record<symbol, unknown>)[PRERENDERING_SIGNED_OUT] === true;
  return document.getElementById('root')?.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_SIGNED_OUT;
}
