// The page's session refresh, started by the shell's first script before the app's code has loaded (issue 16: a
// signed-in screen waited for main.js, its chunks and React's start before the refresh even left). This file imports
// only the contracts' constants file, so main.js can carry it without pulling in the client kit, zod or the contracts.
//
// The shell's main.js holds its own copy of this module, apart from the client kit's shared instance, so the started
// request is handed over through a global rather than a module variable.

import { PAGE_SESSION_ELEMENT_ID } from '@navia/contracts/src/web/first-screen';

const REFRESH_PATH = '/api/auth/refresh';

const STARTED = Symbol.for('navia.early-refresh');
const SESSION = Symbol.for('navia.early-refresh.session');
/** What main.js reads of the refreshed session (the contracts' RefreshResponse, unparsed: main.js has no zod). */
export interface EarlySession {
  accessToken: string;
  user: { id: string; publicMetadata?: { onboardingComplete?: boolean } };
}
type Holder = { [STARTED]?: Promise<Response>; [SESSION]?: Promise<EarlySession | null> };

/** The one way a refresh is sent: a POST carrying the httpOnly refresh cookie (scoped to /api/auth). */
export function sendRefresh(): Promise<Response> {
  return fetch(REFRESH_PATH, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'include' });
}

/**
 * The refresh the gateway made for this page's request, when it did (it restores the session of a signed-in page's
 * request, contracts' first-screen.ts): its answer, as the refresh's own would be. Taken once: the refresh token it
 * rotated is in the cookie the page came with.
 */
function pageRefreshAnswer(): Response | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_SESSION_ELEMENT_ID);
  const answer = element?.textContent;
  element?.remove();
  return answer ? new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } }) : null;
}

/**
 * Sends the page's refresh now, once, or takes the one the gateway made for the page; the client kit's first refresh
 * takes it over (takeEarlyRefresh).
 */
export function startEarlyRefresh(): void {
  const holder = globalThis as Holder;
  if (holder[STARTED]) return;
  const answered = pageRefreshAnswer();
  const started = answered ? Promise.resolve(answered) : sendRefresh();
  // Nobody may take it (a page that never restores a session): a network failure must not surface as unhandled.
  started.catch(() => undefined);
  holder[STARTED] = started;
  // Read from a copy, taken the moment the answer arrives: before the client kit, which loads later, reads the body.
  holder[SESSION] = started.then((response) => (response.ok ? (response.clone().json() as Promise<EarlySession>) : null)).catch(() => null);
}

/** The session the early refresh restored, for main.js's own early calls (early-gets.ts); null without one. */
export function earlySession(): Promise<EarlySession | null> {
  return (globalThis as Holder)[SESSION] ?? Promise.resolve(null);
}

/**
 * The refresh startEarlyRefresh sent, for the first caller only: the server rotates the refresh token on every
 * refresh, so the one answer may be used once; later refreshes send their own request.
 */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const holder = globalThis as Holder;
  const started = holder[STARTED];
  delete holder[STARTED];
  return started;
}
