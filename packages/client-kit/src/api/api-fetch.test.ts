import { z } from 'zod';
import { ApiError, errorMessage } from './api-error';
import { apiFetch } from './api-fetch';
import { useAuthStore } from '../auth/auth-store';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function reply(status: number, body = '', statusText = ''): Response {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}

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
    route(() => reply(500, 'boom', 'Internal Server Error'));
    await expect(apiFetch('/api/tasks')).rejects.toThrow(new Error('500: boom'));
  });

  it('carries Retry-After (seconds) on the error, so a refused write can be sent again after it', async () => {
    route(() => new Response('{"ok":false,"error":"too_many_requests","status":429,"message":"Slow down"}', { status: 429, headers: { 'Retry-After': '12' } }));
    const error = await apiFetch('/api/tasks/1/status', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(12);
    expect(errorMessage(error)).toBe('Slow down');
  });

  it('falls back to the status text when the body is empty', async () => {
    route(() => reply(503, '', 'Service Unavailable'));
    const error = await apiFetch('/api/tasks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('keeps the parsed error body so a form can show the server message and field', async () => {
    const body = JSON.stringify({ ok: false, error: 'email_taken', status: 409, message: 'That email is taken', field: 'email' });
    route(() => reply(409, body, 'Conflict'));
    const error = (await apiFetch('/api/auth/sign-up', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`409: ${body}`);
    expect(error.body).toEqual({ ok: false, error: 'email_taken', status: 409, message: 'That email is taken', field: 'email' });
    expect(errorMessage(error)).toBe('That email is taken');
  });
});

describe('apiFetch requests', () => {
  it('sends cookies but no Authorization header when signed out', async () => {
    route(() => reply(200, '{"ok":true}'));
    await apiFetch('/api/news');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/news');
    expect(init.credentials).toBe('include');
    expect(authHeader(init)).toBeUndefined();
  });

  it('sends the bearer token and a JSON body when signed in', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    route(() => reply(201, '{"id":1}'));
    const data = await apiFetch('/api/tasks', { method: 'POST', body: { title: 'x' } });
    const [, init] = fetchMock.mock.calls[0];
    expect(authHeader(init)).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"title":"x"}');
    expect(data).toEqual({ id: 1 });
  });

  it('parses the answer with the given schema', async () => {
    route(() => reply(200, '{"count":"not a number"}'));
    await expect(apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).rejects.toThrow();
  });

  it('answers undefined for 204 No Content', async () => {
    route(() => reply(204));
    await expect(apiFetch('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiFetch token refresh', () => {
  it('refreshes once on 401 and retries with the new token', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    route((url, init) => {
      if (url === '/api/auth/refresh') return reply(200, '{"accessToken":"new"}');
      return authHeader(init) === 'Bearer new' ? reply(200, '{"ok":true}') : reply(401, '', 'Unauthorized');
    });
    await expect(apiFetch('/api/tasks')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/tasks', '/api/auth/refresh', '/api/tasks']);
    expect(authHeader(fetchMock.mock.calls[1][1])).toBeUndefined();
    expect(useAuthStore.getState().accessToken).toBe('new');
  });

  it('reads every answer it drops to its end (an unread one never finishes in the network log: Lighthouse waited 45 s)', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
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
      if (url === '/api/auth/refresh') return tracked('refresh', 200, '{"accessToken":"new"}');
      return authHeader(init) === 'Bearer new' ? tracked('retry', 200, '{"ok":true}') : tracked('first', 401, '');
    });
    await expect(apiFetch('/api/tasks')).resolves.toEqual({ ok: true });
    expect(read.sort()).toEqual(['first', 'refresh', 'retry']);
  });

  it('retries only once: a second 401 after the refresh is an error', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    route((url) => (url === '/api/auth/refresh' ? reply(200, '{"accessToken":"new"}') : reply(401, 'nope')));
    await expect(apiFetch('/api/tasks')).rejects.toThrow('401: nope');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    useAuthStore.setState({ status: 'signedIn', accessToken: 'old' });
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    route(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return reply(200, '{"accessToken":"new"}');
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
    route(() => reply(401, '', 'Unauthorized'));
    await expect(apiFetch('/api/tasks')).rejects.toThrow('401: Unauthorized');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null, accessToken: null });
  });

  it('does not refresh a 401 for a signed-out call (wrong password)', async () => {
    route(() => reply(401, '{"ok":false,"error":"invalid_credentials","status":401,"message":"Invalid email or password"}'));
    const error = await apiFetch('/api/auth/sign-in', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Invalid email or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
