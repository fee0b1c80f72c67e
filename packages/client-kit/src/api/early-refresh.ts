// The page's session refresh, started by the shell's first script before the app's code has loaded (issue 16: a
// signed-in screen waited for main.js, its chunks and React's start before the refresh even left). This file imports
// nothing, so main.js can carry it without pulling in the client kit, zod or the contracts.
//
// The shell's main.js holds its own copy of this module, apart from the client kit's shared instance, so the started
// request is handed over through a global rather than a module variable.

const REFRESH_PATH = '/api/auth/refresh';

const STARTED = Symbol.for('navia.early-refresh');
type Holder = { [STARTED]?: Promise<Response> };

/** The one way a refresh is sent: a POST carrying the httpOnly refresh cookie (scoped to /api/auth). */
export function sendRefresh(): Promise<Response> {
  return fetch(REFRESH_PATH, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'include' });
}

/** Sends the page's refresh now, once; the client kit's first refresh takes it over (takeEarlyRefresh). */
export function startEarlyRefresh(): void {
  const holder = globalThis as Holder;
  if (holder[STARTED]) return;
  const started = sendRefresh();
  // Nobody may take it (a page that never restores a session): a network failure must not surface as unhandled.
  started.catch(() => undefined);
  holder[STARTED] = started;
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
