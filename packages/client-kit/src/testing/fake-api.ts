// For the web tests (imported as '@navia/client-kit/src/testing/fake-api'; not part of the bundle). One fake API at the
// network level for every remote and the shell: routes are the contract's call table (API_CALLS), a handler's answer
// is typed by its call, and every answer given as a value is checked against the call's response schema, so a test
// fixture that drifts from the contract fails the test that uses it instead of passing against a shape the server
// never sends.
import type { z } from 'zod';
import { API_CALL_LIST, type ApiAnswer, type ApiCall, type ApiCallKey } from '@navia/contracts';

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's error shape (docs/api.md "Errors"). */
export const errorResponse = (status: number, error: string, message: string, field?: string): Response =>
  jsonResponse(status, { ok: false, error, status, message, ...(field ? { field } : {}) });

export interface FakeRequest {
  method: string;
  /** As the client sent it, query string included. */
  url: string;
  path: string;
  /** The `:param` segments of the call's path, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  headers: Headers;
  /** The fetch options as the client passed them. */
  init: RequestInit;
}

/** A value is the answer's JSON (with the call's success status, checked against the contract); a Response is sent as it is (errors, 204, odd answers). */
export type FakeHandler<K extends ApiCallKey> = (request: FakeRequest) => ApiAnswer<K> | Response | Promise<ApiAnswer<K> | Response>;
export type FakeRoutes = { [K in ApiCallKey]?: FakeHandler<K> };

export type FetchMock = jest.Mock<Promise<Response>, [url: string, init?: RequestInit]>;

export interface FakeApi {
  fetch: FetchMock;
  requests: FakeRequest[];
  /** Requests whose method matches and whose URL starts with `prefix`. */
  sent: (method: string, prefix: string) => FakeRequest[];
}

interface CompiledRoute {
  call: ApiCall;
  segments: string[];
  handler: FakeHandler<ApiCallKey>;
}

function matchParams(route: CompiledRoute, method: string, path: string): Record<string, string> | null {
  if (route.call.method !== method) return null;
  const got = path.split('/');
  if (got.length !== route.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of route.segments.entries()) {
    if (segment.startsWith(':')) {
      if (!got[i]) return null;
      params[segment.slice(1)] = decodeURIComponent(got[i]);
    } else if (segment !== got[i]) return null;
  }
  return params;
}

/** Literal segments win over `:param` ones (`/api/files/new` before `/api/files/:id`). */
const literalCount = (route: CompiledRoute) => route.segments.filter((s) => !s.startsWith(':')).length;

function contractAnswer(call: ApiCall, answer: unknown): Response {
  const schema = call.response as z.ZodType | null;
  const checked = schema ? schema.safeParse(answer) : { success: true as const };
  if (!checked.success) {
    const where = `${call.method} ${call.path}`;
    const message = `The fake's answer to ${where} breaks its contract: ${checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`;
    // Loud in the test's output, and a 500 to the app, so the test fails where the fixture is wrong.
    console.error(message);
    return errorResponse(500, 'fake_breaks_contract', message);
  }
  return jsonResponse(call.status ?? 200, answer);
}

/**
 * Installs a fake `fetch` answering the calls in `routes` (keys of the contract's API_CALLS); any other call answers
 * 404 `No fake for …`, as a missing route would.
 */
export function fakeApi(routes: FakeRoutes): FakeApi {
  const byKey = new Map(API_CALL_LIST.map((call) => [`${call.method} ${call.path}`, call]));
  const compiled: CompiledRoute[] = Object.entries(routes).map(([key, handler]) => {
    const call = byKey.get(key);
    if (!call) throw new Error(`${key} is not a call of the contract (API_CALLS)`);
    return { call, segments: call.path.split('/'), handler: handler as FakeHandler<ApiCallKey> };
  });
  compiled.sort((a, b) => literalCount(b) - literalCount(a));

  const requests: FakeRequest[] = [];
  const fetch: FetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const [path, search = ''] = url.split('?');
    const body = typeof init.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, url, path, params: {}, query: new URLSearchParams(search), body, headers: new Headers(init.headers), init };
    requests.push(request);
    for (const route of compiled) {
      const params = matchParams(route, method, path);
      if (!params) continue;
      request.params = params;
      const answer = await route.handler(request);
      return answer instanceof Response ? answer : contractAnswer(route.call, answer);
    }
    return errorResponse(404, 'not_found', `No fake for ${method} ${url}`);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { fetch, requests, sent: (method, prefix) => requests.filter((r) => r.method === method && r.url.startsWith(prefix)) };
}
