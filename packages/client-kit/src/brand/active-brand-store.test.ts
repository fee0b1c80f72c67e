import {
  ACTIVE_BRAND_ID_KEY,
  ACTIVE_BRAND_NAME_KEY,
  ACTIVE_BRAND_SELECTION_KEY,
  setActiveBrand,
  useActiveBrandStore,
} from './active-brand-store';
import { useAuthStore } from '../auth/auth-store';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
const ACME = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Acme' };

/** A fresh copy of the store module, so it reads localStorage again as on a page load. */
async function loadStoreFresh(): Promise<typeof import('./active-brand-store')> {
  let fresh: typeof import('./active-brand-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('./active-brand-store');
  });
  return fresh!;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useActiveBrandStore.setState({ brand: null });
});

it('writes the id, the name and a timestamped selection record', () => {
  const before = Date.now();
  setActiveBrand(ACME);
  expect(useActiveBrandStore.getState().brand).toEqual(ACME);
  expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBe(ACME.id);
  expect(localStorage.getItem(ACTIVE_BRAND_NAME_KEY)).toBe('Acme');
  const record = JSON.parse(localStorage.getItem(ACTIVE_BRAND_SELECTION_KEY)!);
  expect(record).toEqual({ id: ACME.id, name: 'Acme', timestamp: expect.any(Number) });
  expect(record.timestamp).toBeGreaterThanOrEqual(before);
  expect([ACTIVE_BRAND_ID_KEY, ACTIVE_BRAND_NAME_KEY, ACTIVE_BRAND_SELECTION_KEY]).toEqual([
    'navia.activeBrandId',
    'navia.activeBrandName',
    'navia.activeBrandSelection',
  ]);
});

it('forgets the brand when the session ends, so the next user does not inherit it', () => {
  setActiveBrand(ACME);
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  expect(useActiveBrandStore.getState().brand).toBeNull();
  expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBeNull();
  expect(localStorage.getItem(ACTIVE_BRAND_NAME_KEY)).toBeNull();
  expect(localStorage.getItem(ACTIVE_BRAND_SELECTION_KEY)).toBeNull();
});

it('forgets a brand left behind when a page load finds no session', () => {
  useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
  setActiveBrand(ACME);
  useAuthStore.setState({ status: 'signedOut' });
  expect(localStorage.getItem(ACTIVE_BRAND_ID_KEY)).toBeNull();
});

it('keeps the brand when a page load restores the session', () => {
  useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
  setActiveBrand(ACME);
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  expect(useActiveBrandStore.getState().brand).toEqual(ACME);
});

describe('on page load', () => {
  it('restores the selection record', async () => {
    localStorage.setItem(ACTIVE_BRAND_SELECTION_KEY, JSON.stringify({ ...ACME, timestamp: 1 }));
    localStorage.setItem(ACTIVE_BRAND_ID_KEY, 'stale-id');
    expect((await loadStoreFresh()).useActiveBrandStore.getState().brand).toEqual(ACME);
  });

  it('falls back to the id and name entries when the record is missing or damaged', async () => {
    localStorage.setItem(ACTIVE_BRAND_ID_KEY, ACME.id);
    localStorage.setItem(ACTIVE_BRAND_NAME_KEY, 'Acme');
    expect((await loadStoreFresh()).useActiveBrandStore.getState().brand).toEqual(ACME);
    localStorage.setItem(ACTIVE_BRAND_SELECTION_KEY, '{not json');
    expect((await loadStoreFresh()).useActiveBrandStore.getState().brand).toEqual(ACME);
  });

  it('starts empty when nothing is stored', async () => {
    expect((await loadStoreFresh()).useActiveBrandStore.getState().brand).toBeNull();
  });
});
