import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';
import { useAuthStore } from '../auth/auth-store';
import { useActiveBrandStore } from '../brand/active-brand-store';
import { USER_BRANDS_QUERY_KEY } from '../brand/use-active-brand';
import { jsonResponse } from '../testing/fake-api';
import { ACME, BOLT, progressCalls, progressWith, serveProgress, USER } from './brand-setup-test-data';
import {
  BRAND_SETUP_PROGRESS_QUERY_KEY,
  brandSetupProgressQueryKey,
  fetchBrandSetupProgress,
  useBrandSetupProgress,
  type BrandSetupProgressOptions,
} from './use-brand-setup-progress';

function renderProgress(options?: BrandSetupProgressOptions) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useBrandSetupProgress(options), { wrapper }), queryClient };
}

const signedIn = () => useAuthStore.setState({ status: 'signedIn', user: USER, accessToken: 'token-1' });

beforeEach(() => {
  localStorage.clear();
  useActiveBrandStore.setState({ brand: null });
  signedIn();
});

describe('useBrandSetupProgress', () => {
  it("reads the active brand's progress with the bearer token and parses it", async () => {
    const answer = progressWith(['company-basics', 'offerings']);
    const api = serveProgress([ACME, BOLT], answer);
    const { result, queryClient } = renderProgress();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(result.current.brandId).toBe(ACME.id);
    expect(progressCalls(api)).toEqual([`/api/brand-setup-progress?brandId=${ACME.id}`]);
    expect(api.sent('GET', '/api/brand-setup-progress')[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(queryClient.getQueryData(brandSetupProgressQueryKey(ACME.id, false))).toEqual(answer);
  });

  it('follows the stored brand choice and asks again when it changes', async () => {
    useActiveBrandStore.setState({ brand: { id: BOLT.id, name: 'Bolt' } });
    const api = serveProgress([ACME, BOLT], (request) => progressWith([], request.query.get('brandId') === BOLT.id ? 'Bolt' : 'Acme'));
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.data?.brandName).toBe('Bolt'));
    act(() => useActiveBrandStore.setState({ brand: { id: ACME.id, name: 'Acme' } }));
    await waitFor(() => expect(result.current.data?.brandName).toBe('Acme'));
    expect(progressCalls(api)).toEqual([
      `/api/brand-setup-progress?brandId=${BOLT.id}`,
      `/api/brand-setup-progress?brandId=${ACME.id}`,
    ]);
  });

  it('asks with excludeStrategyStep=true under a key of its own', async () => {
    const api = serveProgress([ACME], progressWith([]));
    const { result, queryClient } = renderProgress({ excludeStrategyStep: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(progressCalls(api)).toEqual([`/api/brand-setup-progress?brandId=${ACME.id}&excludeStrategyStep=true`]);
    expect(queryClient.getQueryData(brandSetupProgressQueryKey(ACME.id, true))).toBeDefined();
    expect(queryClient.getQueryData(brandSetupProgressQueryKey(ACME.id, false))).toBeUndefined();
  });

  it('asks again when a saver invalidates the key prefix', async () => {
    let completed: string[] = [];
    const api = serveProgress([ACME], () => progressWith(completed));
    const { result, queryClient } = renderProgress();
    await waitFor(() => expect(result.current.data?.progress.summary.completed).toBe(0));
    completed = ['company-basics'];
    await act(() => queryClient.invalidateQueries({ queryKey: BRAND_SETUP_PROGRESS_QUERY_KEY }));
    await waitFor(() => expect(result.current.data?.progress.summary.completed).toBe(1));
    expect(progressCalls(api)).toHaveLength(2);
  });

  // Error bodies as they come, some outside the API's error shape (a proxy's, an older service's): raw Responses.
  it.each([
    ['the body message', jsonResponse(404, { ok: false, error: 'not_found', status: 404, message: 'Brand not found' }), 'Brand not found'],
    ['the body error field', jsonResponse(500, { error: 'Progress is unavailable' }), 'Progress is unavailable'],
    ['HTTP {status} for a body without either', jsonResponse(502, { detail: 'bad gateway' }), 'HTTP 502'],
    ['HTTP {status} for an empty body', new Response(null, { status: 503 }), 'HTTP 503'],
    ['HTTP {status} for a text body', new Response('<html>oops</html>', { status: 500 }), 'HTTP 500'],
  ])('reports %s', async (_case, response, message) => {
    serveProgress([ACME], () => response);
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });

  it('reports an answer of the wrong shape as a failed fetch', async () => {
    // Outside the contract on purpose, so sent raw past the fake's check: the client's own parse is what is tested.
    serveProgress([ACME], () => jsonResponse(200, { success: true, progress: null }));
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to fetch brand setup progress'));
  });

  it('stays idle while signed out, and while loading auth', () => {
    for (const status of ['signedOut', 'loading'] as const) {
      useAuthStore.setState({ status, user: null, accessToken: null });
      useActiveBrandStore.setState({ brand: { id: ACME.id, name: 'Acme' } });
      const api = serveProgress([ACME], progressWith([]));
      const { result, unmount } = renderProgress();
      expect(api.fetch).not.toHaveBeenCalled();
      expect(result.current.fetchStatus).toBe('idle');
      expect(result.current.data).toBeUndefined();
      unmount();
    }
  });

  it('stays idle while no brand is known', async () => {
    const api = serveProgress([], progressWith([]));
    const { result, queryClient } = renderProgress();
    await waitFor(() => expect(queryClient.getQueryState(USER_BRANDS_QUERY_KEY)?.status).toBe('success'));
    // A turn of the event loop: a query that was going to start has started by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(progressCalls(api)).toEqual([]);
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.brandId).toBeNull();
  });

  it("fails with 'User not authenticated' when asked anyway while the user is not ready", async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const api = serveProgress([ACME], progressWith([]));
    await expect(fetchBrandSetupProgress(ACME.id, false)).rejects.toThrow('User not authenticated');
    signedIn();
    await expect(fetchBrandSetupProgress(null, false)).rejects.toThrow('User not authenticated');
    expect(api.fetch).not.toHaveBeenCalled();

    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const { result } = renderProgress();
    let refetched: Awaited<ReturnType<typeof result.current.refetch>> | undefined;
    await act(async () => {
      refetched = await result.current.refetch();
    });
    expect(refetched?.error?.message).toBe('User not authenticated');
    await waitFor(() => expect(result.current.error?.message).toBe('User not authenticated'));
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
