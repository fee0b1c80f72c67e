import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BrandSummary } from '@navia/contracts';
import { createQueryClient } from '../query/query-client';
import { fakeApi, jsonResponse, type FakeApi } from '../testing/fake-api';
import { useAuthStore } from '../auth/auth-store';
import { ACTIVE_BRAND_ID_KEY, setActiveBrand, useActiveBrandStore } from './active-brand-store';
import { resolveActiveBrand, useActiveBrand, userBrandsQuery, USER_BRANDS_QUERY_KEY } from './use-active-brand';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: false };
const BOLT: BrandSummary = { id: '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c', companyName: 'Bolt', isDefault: true };
const CORE: BrandSummary = { id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', companyName: 'Core', isDefault: false };

let api: FakeApi;
const answerBrands = (brands: BrandSummary[]) => (api = fakeApi({ 'GET /api/user-brands': () => ({ brands }) }));

function renderActiveBrand() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useActiveBrand(), { wrapper }), queryClient };
}

beforeEach(() => {
  localStorage.clear();
  // No call answered until a test says so (any call answers 404).
  api = fakeApi({});
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
});

describe('resolveActiveBrand', () => {
  it('keeps the stored brand, else takes the default, else the first', () => {
    expect(resolveActiveBrand([ACME, BOLT, CORE], { id: CORE.id, name: 'Core' })).toBe(CORE);
    expect(resolveActiveBrand([ACME, BOLT, CORE], null)).toBe(BOLT);
    expect(resolveActiveBrand([ACME, BOLT, CORE], { id: 'gone', name: 'Gone' })).toBe(BOLT);
    expect(resolveActiveBrand([ACME, CORE], null)).toBe(ACME);
    expect(resolveActiveBrand([], { id: ACME.id, name: 'Acme' })).toBeNull();
  });
});

describe('useActiveBrand', () => {
  it('loads the brands from GET /api/user-brands under its query key', async () => {
    answerBrands([ACME, BOLT]);
    const { result, queryClient } = renderActiveBrand();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.brand).toBeNull();
    await waitFor(() => expect(result.current.brands).toEqual([ACME, BOLT]));
    expect(api.fetch.mock.calls[0][0]).toBe('/api/user-brands');
    expect(queryClient.getQueryData(USER_BRANDS_QUERY_KEY)).toEqual({ brands: [ACME, BOLT] });
  });

  it("renders once on a browser's first load: the list's answer stores the brand it resolves before any reader renders", async () => {
    // The shell's route prefetch (or main.js's early call) has the list in the cache before the page renders. Stored
    // later, by the hook's effect, the store's change rendered every reader again, synchronously: the whole page
    // right after its first commit (issue 16).
    answerBrands([ACME, BOLT]);
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(userBrandsQuery());
    expect(useActiveBrandStore.getState().brand).toEqual({ id: BOLT.id, name: 'Bolt' });
    const seen: (string | undefined)[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(
      () => {
        const view = useActiveBrand();
        seen.push(view.brand?.id);
        return view;
      },
      { wrapper },
    );
    expect(seen).toEqual([BOLT.id]);
  });

  it('stores nothing from an answer that arrives after its session ended: signed out, or someone else signed in', async () => {
    answerBrands([ACME, BOLT]);
    const signedOut = createQueryClient().fetchQuery(userBrandsQuery());
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    await signedOut;
    expect(useActiveBrandStore.getState().brand).toBeNull();

    useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
    const switched = createQueryClient().fetchQuery(userBrandsQuery());
    useAuthStore.setState({ status: 'signedIn', user: { ...user, id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f' }, accessToken: 'u' });
    await switched;
    expect(useActiveBrandStore.getState().brand).toBeNull();
  });

  it('keeps a stored brand that is still in the list', async () => {
    setActiveBrand({ id: CORE.id, name: 'Core' });
    answerBrands([ACME, BOLT, CORE]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(result.current.brand).toBe(result.current.brands[2]));
    expect(useActiveBrandStore.getState().brand).toEqual({ id: CORE.id, name: 'Core' });
  });

  it('replaces a stored brand that is not in the list with the default, and stores it', async () => {
    setActiveBrand({ id: 'a-deleted-brand', name: 'Gone' });
    answerBrands([ACME, BOLT]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(result.current.brand?.id).toBe(BOLT.id));
    await waitFor(() => expect(useActiveBrandStore.getState().brand).toEqual({ id: BOLT.id, name: 'Bolt' }));
    expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBe(BOLT.id);
  });

  it('takes the first brand when none is the default', async () => {
    answerBrands([CORE, ACME]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(useActiveBrandStore.getState().brand).toEqual({ id: CORE.id, name: 'Core' }));
    expect(result.current.brand?.id).toBe(CORE.id);
  });

  it('follows a rename of the stored brand', async () => {
    setActiveBrand({ id: ACME.id, name: 'Old Acme' });
    answerBrands([ACME]);
    renderActiveBrand();
    await waitFor(() => expect(useActiveBrandStore.getState().brand).toEqual({ id: ACME.id, name: 'Acme' }));
  });

  it('stores a selected brand and ignores an id that is not one of the brands', async () => {
    answerBrands([ACME, BOLT]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(result.current.brand?.id).toBe(BOLT.id));
    act(() => result.current.selectBrand(ACME.id));
    expect(result.current.brand?.id).toBe(ACME.id);
    expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBe(ACME.id);
    act(() => result.current.selectBrand('not-mine'));
    expect(result.current.brand?.id).toBe(ACME.id);
  });

  it('has no brand and stores nothing when the user has no brands', async () => {
    answerBrands([]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.brand).toBeNull();
    expect(useActiveBrandStore.getState().brand).toBeNull();
  });

  it("reports the catalogue's error text when the call fails", async () => {
    api = fakeApi({ 'GET /api/user-brands': () => jsonResponse(500, 'boom') });
    const { result } = renderActiveBrand();
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to fetch user brands'));
    expect(result.current.brand).toBeNull();
  });

  it('does not write the brand back after sign-out from a list still in the cache', async () => {
    answerBrands([ACME, BOLT]);
    const { result } = renderActiveBrand();
    await waitFor(() => expect(useActiveBrandStore.getState().brand?.id).toBe(BOLT.id));
    act(() => useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null }));
    expect(result.current.brand).toBeNull();
    expect(useActiveBrandStore.getState().brand).toBeNull();
    expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBeNull();
  });

  it('does not call while signed out', () => {
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const { result } = renderActiveBrand();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(false);
  });
});
