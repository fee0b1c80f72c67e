import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiAnswer, BrandSummary } from '@navia/contracts';
import { createQueryClient } from '../query/query-client';
import { errorResponse, fakeApi, jsonResponse, type FakeApi, type FakeRequest, type FakeRoutes } from '../testing/fake-api';
import { useAuthStore } from '../auth/auth-store';
import { useActiveBrandStore } from './active-brand-store';
import { brandDataQueryKey, type BrandDataReading } from './brand-data-query';
import { normalizeBrandRecord } from './brand-record';
import { useBrandData } from './use-brand-data';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };
const DEFAULT_ID = '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c';

let api: FakeApi;
/** Serves `routes`; any other call answers 404. */
const answer = (routes: FakeRoutes) => (api = fakeApi(routes));
/** GET /api/brand-data/{id} answering `record` for Acme only, as the service keeps one record per brand. */
const acmeRecord = (record: () => ApiAnswer<'GET /api/brand-data/:brandId'> | Response) => (r: FakeRequest) =>
  r.params.brandId === ACME.id ? record() : errorResponse(404, 'not_found', 'Brand not found');
const listDown = () => errorResponse(500, 'internal_error', 'down');

function renderBrandData(reading?: BrandDataReading, queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useBrandData({ reading }), { wrapper }), queryClient };
}

beforeEach(() => {
  localStorage.clear();
  answer({});
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
});

it('reads the active brand and gives every screen the record complete, whatever an older version stored', async () => {
  answer({
    'GET /api/user-brands': () => ({ brands: [ACME] }),
    // Outside the contract on purpose (a record as an older version stored it, sent raw past the fake's check): the
    // client's normalizing of such a record is what this test is about.
    'GET /api/brand-data/:brandId': acmeRecord(() =>
      jsonResponse(200, { id: ACME.id, brandData: { companyName: 'Acme', offerings: [{ id: 7, name: 'Club' }], brandPersonality: { traits: 'Warm, Bold' } } }),
    ),
  });
  const { result } = renderBrandData();
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.brandId).toBe(ACME.id);
  expect(result.current.record).toMatchObject({
    companyName: 'Acme',
    companyStory: '',
    offerings: [{ id: '7', name: 'Club', description: '' }],
    personas: { users: [] },
    brandPersonality: { traits: ['Warm', 'Bold'] },
  });
});

it('keeps one cache entry per brand for every reading, so a record saved in Brand HQ is what the workspace reads', async () => {
  answer({
    'GET /api/user-brands': () => ({ brands: [ACME] }),
    'GET /api/brand-data/:brandId': acmeRecord(() => ({ id: ACME.id, brandData: normalizeBrandRecord({ companyName: 'Acme' }) })),
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ hq: useBrandData(), workspace: useBrandData({ reading: 'this-visit' }), dialog: useBrandData({ reading: 'each-open' }) }), { wrapper });
  await waitFor(() => expect(result.current.workspace.status).toBe('ready'));
  expect(api.fetch.mock.calls.filter(([url]) => url.startsWith('/api/brand-data'))).toHaveLength(1);

  queryClient.setQueryData(brandDataQueryKey(ACME.id), { id: ACME.id, brandData: { companyName: 'Acme Saved' } });
  await waitFor(() => expect(result.current.workspace.record?.companyName).toBe('Acme Saved'));
  expect(result.current.dialog.record?.companyName).toBe('Acme Saved');
  expect(result.current.hq.record?.companyName).toBe('Acme Saved');
});

it('sends the writing workspace’s read with no-cache and retries it (spec part 2 §7); Brand HQ’s is sent plainly', async () => {
  answer({
    'GET /api/user-brands': () => ({ brands: [ACME] }),
    'GET /api/brand-data/:brandId': acmeRecord(() => ({ id: ACME.id, brandData: normalizeBrandRecord({}) })),
  });
  const { result: workspace, queryClient } = renderBrandData('this-visit');
  await waitFor(() => expect(workspace.current.status).toBe('ready'));
  const [, init] = api.fetch.mock.calls.find(([url]) => url.startsWith('/api/brand-data'))!;
  expect(new Headers(init?.headers).get('Cache-Control')).toBe('no-cache');
  expect(queryClient.getQueryCache().find({ queryKey: brandDataQueryKey(ACME.id) })?.options.retry).toBe(3);

  api.fetch.mockClear();
  const { result: hq } = renderBrandData('session');
  await waitFor(() => expect(hq.current.status).toBe('ready'));
  const [, plain] = api.fetch.mock.calls.find(([url]) => url.startsWith('/api/brand-data'))!;
  expect(new Headers(plain?.headers).get('Cache-Control')).toBeNull();
});

it('reads nothing for a user without brands', async () => {
  answer({ 'GET /api/user-brands': () => ({ brands: [] }) });
  const { result } = renderBrandData();
  await waitFor(() => expect(result.current.status).toBe('no-brand'));
  expect(api.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/user-brands']);
  expect(result.current.record).toBeUndefined();
});

it('reads the default brand (GET /api/brand-data) when the brand list fails, and says so when that fails too', async () => {
  answer({
    'GET /api/user-brands': listDown,
    'GET /api/brand-data': () => ({ id: DEFAULT_ID, brandData: normalizeBrandRecord({ companyName: 'Default Co' }) }),
  });
  const { result } = renderBrandData();
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.brandId).toBe(DEFAULT_ID);
  expect(result.current.record?.companyName).toBe('Default Co');

  answer({ 'GET /api/user-brands': listDown, 'GET /api/brand-data': () => errorResponse(500, 'internal_error', 'down') });
  const { result: failing } = renderBrandData();
  await waitFor(() => expect(failing.current.status).toBe('error'));
});
