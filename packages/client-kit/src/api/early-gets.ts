// A page's first calls, sent by the shell's main.js before the app's code has arrived (issue 16): on a phone the
// first screen's code takes seconds to download, and the calls used to leave only once it had run. The client kit's
// first GET of the same path with the same token takes the started answer over (api-fetch.ts), once.
//
// When the app's code is already in the browser's cache, the client kit can get to a call first. Then it claims the
// path, and main.js does not send it after all; once the opened page's first calls are made the shell closes the
// early calls, so nothing main.js sends later (or nobody took) can answer a read from minutes ago.
//
// Like early-refresh.ts, this file imports nothing and hands over through a global: main.js holds its own copy of
// it, apart from the client kit's shared instance.

const STATE = Symbol.for('navia.early-gets');
interface EarlyGets {
  started: Map<string, { token: string; response: Promise<Response> }>;
  /** Paths the client kit sent itself, before main.js had. */
  claimed: Set<string>;
  closed: boolean;
}
type Holder = { [STATE]?: EarlyGets };

function state(): EarlyGets {
  const holder = globalThis as Holder;
  holder[STATE] ??= { started: new Map(), claimed: new Set(), closed: false };
  return holder[STATE];
}

/**
 * Sends GET `path` now with `token`, as the client kit would (api-fetch.ts `send`), for the client kit to take over.
 * Answers the JSON body for the caller's own use (read from a copy, so the client kit still gets the whole answer),
 * or null when the call failed or was not sent (the client kit has sent it itself, or the early calls are closed).
 */
export function startEarlyGet(path: string, token: string): Promise<unknown> {
  const calls = state();
  if (calls.closed || calls.claimed.has(path)) return Promise.resolve(null);
  const response = fetch(path, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'include' });
  // Nobody may take it (the app decided otherwise): a network failure must not surface as unhandled.
  response.catch(() => undefined);
  calls.started.set(path, { token, response });
  return response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null);
}

/**
 * The answer startEarlyGet started for `path`, when it was sent with `token` (the same session's), for the first
 * caller only. Without one, the caller sends the call itself, and the path is claimed: main.js will not send it.
 */
export function takeEarlyGet(path: string, token: string | null): Promise<Response> | undefined {
  const calls = state();
  if (calls.closed) return undefined;
  const call = calls.started.get(path);
  if (!call || call.token !== token) {
    calls.claimed.add(path);
    return undefined;
  }
  calls.started.delete(path);
  return call.response;
}

/**
 * Ends the early calls: forgets those nobody took (the page asked for other ones), and main.js sends no more. The
 * shell closes them once the opened page's first calls have been made.
 */
export function closeEarlyGets(): void {
  const calls = state();
  calls.started.clear();
  calls.claimed.clear();
  calls.closed = true;
}
