// Imports only the contracts' constants file, so the shell's main.js can read it without the client kit.
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SIGNED_OUT } from '@navia/contracts/src/web/signed-out-page';
import { DRAWN_LAYOUT_ATTRIBUTE, MOBILE_LAYOUT_QUERY, PRERENDERED_SIGNED_IN } from '@navia/contracts/src/web/first-screen';

/** Set by the build's prerender of that page (shell/build/prerender-signed-out.tsx), which has no document to read. */
export const PRERENDERING_SIGNED_OUT = Symbol.for('navia.prerendering-signed-out');

/**
 * Whether this page is the prerendered signed-out page: the gateway answers `/` with it when the browser holds no
 * session hint (contracts' signed-out-page.ts), so there is no session to restore and the app starts signed out.
 */
export function cameSignedOut(): boolean {
  if (typeof document === 'undefined') return (globalThis as Record<symbol, unknown>)[PRERENDERING_SIGNED_OUT] === true;
  return prerenderedAs() === PRERENDERED_SIGNED_OUT;
}

/** What the gateway put in #root before any script ran, if anything (PRERENDERED_ATTRIBUTE). */
function prerenderedAs(): string | null | undefined {
  return document.getElementById('root')?.getAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Whether the gateway drew this page's first screen for its user (contracts' first-screen.ts): the app renders its own
 * beside it and puts it in place once ready (shell/src/take-over-drawn-page.ts).
 */
export function cameDrawnForUser(): boolean {
  return typeof document !== 'undefined' && prerenderedAs() === PRERENDERED_SIGNED_IN;
}

/**
 * A drawn page whose layout is not the screen's (the gateway guessed from the user agent; its style keeps the page
 * hidden) is dropped, so the app starts as on a page without one. Run by main.js before anything reads the page.
 */
export function dropMismatchedDrawnPage(): void {
  const root = document.getElementById('root');
  if (!root || !cameDrawnForUser()) return;
  if (window.matchMedia(MOBILE_LAYOUT_QUERY).matches === (root.getAttribute(DRAWN_LAYOUT_ATTRIBUTE) === 'narrow')) return;
  root.replaceChildren();
  for (const attribute of [PRERENDERED_ATTRIBUTE, DRAWN_LAYOUT_ATTRIBUTE, 'inert']) root.removeAttribute(attribute);
}
