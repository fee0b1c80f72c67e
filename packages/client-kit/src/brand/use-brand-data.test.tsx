import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BrandSummary } from '@navia/contracts';
import { createQueryClient } from '../query/query-client';
import { useAuthStore } from '../auth/auth-store';
import { useActiveBrandStore } from './active-brand-store';
import { brandDataQueryKey, type BrandDataReading } from './brand-data-query';
import { useBrandData } from './use-brand-data';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };
const DEFAULT_ID = '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c';

function reply(status: number, body: unknown): Response {
  return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

type Answers = Record<string, () => Response>;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
function answer(answers: Answers) {
  fetchMock.mockImplementation(async (url) => (answers[url] ?? (() => reply(404, { error: 'Not found' })))());
}

function renderBrandData(reading?: BrandDataReading, queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useBrandData({ reading }), { wrapper }), queryClient };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
});

it('reads the active brand and gives every screen the record complete, whatever an older version stored', async () => {
  answer({
    '/api/user-brands': () => reply(200, { brands: [ACME] }),
    [`/api/brand-data/${ACME.id}`]: () =>
      reply(200, { id: ACME.id, brandData: { companyName: 'Acme', offerings: [{ id: 7, name: 'Club' }], brandPersonality: { traits: 'Warm, Bold' } } }),
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
  answer({ '/api/user-brands': () => reply(200, { brands: [ACME] }), [`/api/brand-data/${ACME.id}`]: () => reply(200, { id: ACME.id, brandData: { companyName: 'Acme' } }) });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ hq: useBrandData(), workspace: useBrandData({ reading: 'this-visit' }), dialog: useBrandData({ reading: 'each-open' }) }), { wrapper });
  await waitFor(() => expect(result.current.workspace.status).toBe('ready'));
  expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/brand-data'))).toHaveLength(1);

  queryClient.setQueryData(brandDataQueryKey(ACME.id), { id: ACME.id, brandData: { companyName: 'Acme Saved' } });
  await waitFor(() => expect(result.current.workspace.record?.companyName).toBe('Acme Saved'));
  expect(result.current.dialog.record?.companyName).toBe('Acme Saved');
  expect(result.current.hq.record?.companyName).toBe('Acme Saved');
});

it('sends the writing workspace’s read with no-cache and retries it (spec part 2 §7); Brand HQ’s is sent plainly', async () => {
  answer({ '/api/user-brands': () => reply(200, { brands: [ACME] }), [`/api/brand-data/${ACME.id}`]: () => reply(200, { id: ACME.id, brandData: {} }) });
  const { result: workspace, queryClient } = renderBrandData('this-visit');
  await waitFor(() => expect(workspace.current.status).toBe('ready'));
  const [, init] = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/brand-data'))!;
  expect(new Headers(init.headers).get('Cache-Control')).toBe('no-cache');
  expect(queryClient.getQueryCache().find({ queryKey: brandDataQueryKey(ACME.id) })?.options.retry).toBe(3);

  fetchMock.mockClear();
  const { result: hq } = renderBrandData('session');
  await waitFor(() => expect(hq.current.status).toBe('ready'));
  const [, plain] = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/brand-data'))!;
  expect(new Headers(plain.headers).get('Cache-Control')).toBeNull();
});

it('reads nothing for a user without brands', async () => {
  answer({ '/api/user-brands': () => reply(200, { brands: [] }) });
  const { result } = renderBrandData();
  await waitFor(() => expect(result.current.status).toBe('no-brand'));
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user-brands']);
  expect(result.current.record).toBeUndefined();
});

it('reads the default brand (GET /api/brand-data) when the brand list fails, and says so when that fails too', async () => {
  answer({
    '/api/user-brands': () => reply(500, { error: 'down' }),
    '/api/brand-data': () => reply(200, { id: DEFAULT_ID, brandData: { companyName: 'Default Co' } }),
  });
  const { result } = renderBrandData();
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.brandId).toBe(DEFAULT_ID);
  expect(result.current.record?.companyName).toBe('Default Co');

  answer({ '/api/user-brands': () => reply(500, { error: 'down' }), '/api/brand-data': () => reply(500, { error: 'down' }) });
  const { result: failing } = renderBrandData();
  await waitFor(() => expect(failing.current.status).toBe('error'));
});
