import { z } from 'zod';
import { ApiError, errorMessage } from './api-error';
import { apiFetch } from './api-fetch';
import { closeEarlyGets, startEarlyGet, takeEarlyGet } from './early-gets';
import { useAuthStore } from '../auth/auth-store';
import { errorResponse, fakeApi, jsonResponse } from '../testing/fake-api';
import { makeUser } from '../testing/test-user';

// Calls of the contract are answered by the client kit's fake API, its handlers giving raw Responses where the status
// line or headers are the subject. A few tests keep a bare fetch stand-in (`route`), each saying why.

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function reply(status: number, body = '', statusText = ''): Response {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}

const unauthorized = () => new Response(null, { status: 401, statusText: 'Unauthorized' });

function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

function route(handler: Handler) {
  fetchMock.mockImplementation(async (url, init) => handler(url, init));
}

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
});

describe('apiFetch errors', () => {
  it('names the status and the body text in the message', async () => {
    fakeApi({ 'GET /api/tasks': () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    await expect(apiFetch('/api/tasks')).rejects.toThrow(new Error('500: boom'));
  });

  it('carries Retry-After (seconds) on the error, so a refused write can be sent again after it', async () => {
    fakeApi({
      'PATCH /api/tasks/:id/status': () =>
        new Response('{"ok":false,"error":"too_many_requests","status":429,"message":"Slow down"}', { status: 429, headers: { 'Retry-After': '12' } }),
    });
    const error = await apiFetch('/api/tasks/1/status', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(12);
    expect(errorMessage(error)).toBe('Slow down');
  });

  it('falls back to the status text when the body is empty', async () => {
    fakeApi({ 'GET /api/tasks': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    const error = await apiFetch('/api/tasks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('keeps the parsed error body so a form can show the server message and field', async () => {
    const body = JSON.stringify({ ok: false, error: 'email_taken', status: 409, message: 'That email is taken', field: 'email' });
    fakeApi({ 'POST /api/auth/sign-up': () => new Response(body, { status: 409, statusText: 'Conflict' }) });
    const error = (await apiFetch('/api/auth/sign-up', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`409: ${body}`);
    expect(error.body).toEqual({ ok: false, error: 'email_taken', status: 409, message: 'That email is taken', field: 'email' });
    expect(errorMessage(error)).toBe('That email is taken');
  });
});

describe('apiFetch requests', () => {
  it('sends cookies but no Authorization header when signed out', async () => {
    const api = fakeApi({ 'GET /api/news': () => ({ news: [], message: '0 news items', source: 'builtin', readIds: [] }) });
    await apiFetch('/api/news');
    const [{ url, init }] = api.requests;
    expect(url).toBe('/api/news');
    expect(init.credentials).toBe('include');
    expect(authHeader(init)).toBeUndefined();
  });

  it('sends the bearer token and a JSON body when signed in', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    // A bare stand-in: POST /api/tasks is no call of the contract, and what apiFetch sends is the same for any path.
    route(() => reply(201, '{"id":1}'));
    const data = await apiFetch('/api/tasks', { method: 'POST', body: { title: 'x' } });
    const [, init] = fetchMock.mock.calls[0];
    expect(authHeader(init)).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"title":"x"}');
    expect(data).toEqual({ id: 1 });
  });

  it('parses the answer with the given schema', async () => {
    // A bare stand-in: the path and the schema are the test's own, not a call of the contract.
    route(() => reply(200, '{"count":"not a number"}'));
    await expect(apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).rejects.toThrow();
  });

  it('answers undefined for 204 No Content', async () => {
    fakeApi({ 'POST /api/auth/sign-out': () => new Response(null, { status: 204 }) });
    await expect(apiFetch('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiFetch token refresh', () => {
  it('refreshes once on 401 and retries with the new token', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    const api = fakeApi({
      'POST /api/auth/refresh': () => ({ accessToken: 'new', user: makeUser() }),
      'GET /api/tasks': (r) => (authHeader(r.init) === 'Bearer new' ? { tasks: [] } : unauthorized()),
    });
    await expect(apiFetch('/api/tasks')).resolves.toEqual({ tasks: [] });
    expect(api.requests.map(({ url }) => url)).toEqual(['/api/tasks', '/api/auth/refresh', '/api/tasks']);
    expect(authHeader(api.requests[1].init)).toBeUndefined();
    expect(useAuthStore.getState().accessToken).toBe('new');
  });

  it('reads every answer it drops to its end (an unread one never finishes in the network log: Lighthouse waited 45 s)', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    // A bare stand-in: the answers count their own reads (text()), which a Response cannot.
    const read: string[] = [];
    const tracked = (name: string, status: number, body: string) =>
      ({ ok: status < 300, status, statusText: '', text: async () => (read.push(name), body) }) as Response;
    // A signed-out visit: the stale token's 401, then the refresh's own 401.
    route((url) => (url === '/api/auth/refresh' ? tracked('refresh', 401, '{"ok":false}') : tracked('call', 401, '{"ok":false}')));
    await expect(apiFetch('/api/tasks')).rejects.toThrow();
    expect(read.sort()).toEqual(['call', 'refresh']);

    // Signed in again: the first 401 is dropped for the retry, and read all the same.
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    read.length = 0;
    route((url, init) => {
      if (url === '/api/auth/refresh') return tracked('refresh', 200, JSON.stringify({ accessToken: 'new', user: makeUser() }));
      return authHeader(init) === 'Bearer new' ? tracked('retry', 200, '{"ok":true}') : tracked('first', 401, '');
    });
    await expect(apiFetch('/api/tasks')).resolves.toEqual({ ok: true });
    expect(read.sort()).toEqual(['first', 'refresh', 'retry']);
  });

  it('retries only once: a second 401 after the refresh is an error', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    const api = fakeApi({ 'POST /api/auth/refresh': () => ({ accessToken: 'new', user: makeUser() }), 'GET /api/tasks': () => new Response('nope', { status: 401 }) });
    await expect(apiFetch('/api/tasks')).rejects.toThrow('401: nope');
    expect(api.fetch).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    // A bare stand-in: three calls under paths of the test's own, each answered with its path.
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    route(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return reply(200, JSON.stringify({ accessToken: 'new', user: makeUser() }));
      }
      return authHeader(init) === 'Bearer new' ? reply(200, JSON.stringify({ url })) : reply(401, '', 'Unauthorized');
    });
    const calls = Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    // Let all three first attempts fail before the refresh answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    await expect(calls).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out locally when the refresh fails', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    fakeApi({ 'GET /api/tasks': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await expect(apiFetch('/api/tasks')).rejects.toThrow('401: Unauthorized');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null, accessToken: null });
  });

  it('does not refresh a 401 for a signed-out call (wrong password)', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in': () => errorResponse(401, 'invalid_credentials', 'Invalid email or password') });
    const error = await apiFetch('/api/auth/sign-in', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Invalid email or password');
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });
});

describe("main.js's early GETs (early-gets.ts)", () => {
  const news = { news: [], message: '0 news items', source: 'builtin' as const, readIds: [] };
  // A new page: the early calls are open again.
  beforeEach(() => delete (globalThis as Record<symbol, unknown>)[Symbol.for('navia.early-gets')]);

  it('answers the first GET of the path with the same token from the early call, and main.js reads a copy of it', async () => {
    useAuthStore.setState({ status: 'signedIn', user: makeUser(), accessToken: 'tok' });
    const api = fakeApi({ 'GET /api/news': () => news });
    const copy = startEarlyGet('/api/news', 'tok');
    expect(await copy).toEqual(news);
    expect(await apiFetch('/api/news')).toEqual(news);
    expect(api.requests).toHaveLength(1);
    // Once: the next read asks again.
    await apiFetch('/api/news');
    expect(api.requests).toHaveLength(2);
  });

  it('leaves it to no other call: another session, another method, after they were closed', async () => {
    const api = fakeApi({
      'GET /api/news': () => news,
      'POST /api/brand-data': () => jsonResponse(200, { id: 'b', brandData: {} }),
      'GET /api/brand-data': () => jsonResponse(200, { id: 'b', brandData: {} }),
    });
    useAuthStore.setState({ status: 'signedIn', user: makeUser(), accessToken: 'newer' });
    void startEarlyGet('/api/news', 'older');
    await apiFetch('/api/news');
    void startEarlyGet('/api/brand-data', 'newer');
    await apiFetch('/api/brand-data', { method: 'POST', body: { brandData: {} } });
    expect(api.requests.map((r) => [r.method, r.url, r.headers.get('Authorization')])).toEqual([
      ['GET', '/api/news', 'Bearer older'],
      ['GET', '/api/news', 'Bearer newer'],
      ['GET', '/api/brand-data', 'Bearer newer'],
      ['POST', '/api/brand-data', 'Bearer newer'],
    ]);
    // The early GET of /api/brand-data nobody took is dropped when the early calls close: the next read asks again.
    closeEarlyGets();
    expect(takeEarlyGet('/api/brand-data', 'newer')).toBeUndefined();
    await apiFetch('/api/brand-data');
    expect(api.requests).toHaveLength(5);
    // Closed: main.js sends nothing more.
    expect(await startEarlyGet('/api/news', 'newer')).toBeNull();
    expect(api.requests).toHaveLength(5);
  });

  it('sends nothing main.js is late for: a path the client kit has sent itself is claimed', async () => {
    useAuthStore.setState({ status: 'signedIn', user: makeUser(), accessToken: 'tok' });
    const api = fakeApi({ 'GET /api/news': () => news });
    await apiFetch('/api/news');
    expect(await startEarlyGet('/api/news', 'tok')).toBeNull();
    expect(api.requests).toHaveLength(1);
  });
});
