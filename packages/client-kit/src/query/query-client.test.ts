import type { QueryFunctionContext } from '@tanstack/react-query';
import type { NewsResponse } from '@navia/contracts';
import { createQueryClient, getQueryFn } from './query-client';
import { useAuthStore } from '../auth/auth-store';
import { fakeApi } from '../testing/fake-api';

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
  const news: NewsResponse = { news: [], message: '0 news items', source: 'builtin', readIds: [] };
  const api = fakeApi({ 'GET /api/news': () => news });
  await expect(getQueryFn({ on401: 'throw' })(context(['/api/news', { page: 1 }]))).resolves.toEqual(news);
  expect(api.fetch).toHaveBeenCalledWith('/api/news', expect.objectContaining({ method: 'GET' }));
});

it('answers null on 401 when asked to', async () => {
  fakeApi({ 'GET /api/news': () => new Response(null, { status: 401 }) });
  await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/news']))).resolves.toBeNull();
  await expect(getQueryFn({ on401: 'throw' })(context(['/api/news']))).rejects.toThrow('401');
});
