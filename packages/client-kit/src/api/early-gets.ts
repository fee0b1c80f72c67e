// A page's first calls, sent by the shell's main.js before the app's code has arrived (issue 16): on a phone the
// first screen's code takes seconds to download, and the calls used to leave only once it had run. The client kit's
// first GET of the same path with the same token takes the started answer over (api-fetch.ts), once.
//
// Like early-refresh.ts, this file imports nothing and hands over through a global: main.js holds its own copy of
// it, apart from the client kit's shared instance.

const STARTED = Symbol.for('navia.early-gets');
interface Started {
  token: string;
  response: Promise<Response>;
}
type Holder = { [STARTED]?: Map<string, Started> };

function started(): Map<string, Started> {
  const holder = globalThis as Holder;
  holder[STARTED] ??= new Map();
  return holder[STARTED];
}

/**
 * Sends GET `path` now with `token`, as the client kit would (api-fetch.ts `send`), for the client kit to take over.
 * Answers the JSON body for the caller's own use (read from a copy, so the client kit still gets the whole answer),
 * or null when the call failed.
 */
export function startEarlyGet(path: string, token: string): Promise<unknown> {
  const response = fetch(path, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'include' });
  // Nobody may take it (the app decided otherwise): a network failure must not surface as unhandled.
  response.catch(() => undefined);
  started().set(path, { token, response });
  return response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null);
}

/**
 * The answer startEarlyGet started for `path`, when it was sent with `token` (the same session's), for the first
 * caller only.
 */
export function takeEarlyGet(path: string, token: string | null): Promise<Response> | undefined {
  const calls = started();
  const call = calls.get(path);
  if (!call || call.token !== token) return undefined;
  calls.delete(path);
  return call.response;
}

/**
 * Forgets the calls nobody took (the page asked for other ones, the user moved on), so that none is answered from
 * minutes ago: the shell drops them once the opened page's first calls have been made.
 */
export function dropEarlyGets(): void {
  started().clear();
}
