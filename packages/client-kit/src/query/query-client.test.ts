import type { QueryFunctionContext } from '@tanstack/react-query';
import { createQueryClient, getQueryFn } from './query-client';
import { useAuthStore } from '../auth/auth-store';

function reply(status: number, body = ''): Response {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => body } as Response;
}

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

beforeEach(() => useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null }));

it('applies the spec cache defaults', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  expect(defaults.mutations).toMatchObject({ retry: false });
});

it('GETs the path held in the query key', async () => {
  const fetchMock = jest.fn(async () => reply(200, '{"news":[]}'));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await expect(getQueryFn({ on401: 'throw' })(context(['/api/news', { page: 1 }]))).resolves.toEqual({ news: [] });
  expect(fetchMock).toHaveBeenCalledWith('/api/news', expect.objectContaining({ method: 'GET' }));
});

it('answers null on 401 when asked to', async () => {
  globalThis.fetch = jest.fn(async () => reply(401)) as unknown as typeof fetch;
  await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/news']))).resolves.toBeNull();
  await expect(getQueryFn({ on401: 'throw' })(context(['/api/news']))).rejects.toThrow('401');
});
