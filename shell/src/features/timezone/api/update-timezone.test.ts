import { useAuthStore } from '@navia/client-kit';
import type { TimezoneBody, User } from '@navia/contracts';
import { errorResponse, fakeApi, jsonResponse, type FakeApi, type FakeHandler } from '@navia/client-kit/src/testing/fake-api';
import { mockBrowserTimeZone } from '../test/mock-browser-time-zone';
import { updateTimezone } from './update-timezone';

const user: User = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'ann@example.com', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free', name: 'Free' },
};
const saved = (timezone: string): User => ({
  ...user,
  publicMetadata: { ...user.publicMetadata, timezone, lastDetected: '2025-03-10T12:00:00.000Z', isAutoDetected: false },
});

let api: FakeApi;
/** The answer to the next POST /api/user/timezone. */
let answer: FakeHandler<'POST /api/user/timezone'>;

beforeEach(() => {
  answer = () => ({ success: true, user: saved('Europe/Paris'), accessToken: 'token-with-zone' });
  api = fakeApi({ 'POST /api/user/timezone': (request) => answer(request) });
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  mockBrowserTimeZone('Europe/Paris');
});

afterEach(() => jest.restoreAllMocks());

it("sends the browser's zone with the detection time and puts the returned user and token in the auth store", async () => {
  const before = Date.now();
  await expect(updateTimezone({ isAutoDetected: false })).resolves.toBe(true);
  const [{ url, method, body }] = api.requests;
  expect(url).toBe('/api/user/timezone');
  expect(method).toBe('POST');
  const { timezoneMetadata } = body as TimezoneBody;
  expect(timezoneMetadata).toEqual({ timezone: 'Europe/Paris', lastDetected: expect.any(String), isAutoDetected: false });
  expect(Date.parse(timezoneMetadata.lastDetected)).toBeGreaterThanOrEqual(before);
  expect(timezoneMetadata.lastDetected).toBe(new Date(timezoneMetadata.lastDetected).toISOString());
  expect(useAuthStore.getState().user?.publicMetadata.timezone).toBe('Europe/Paris');
  // The new token carries the zone as a claim: the next call must send it, not the one from before the change.
  expect(useAuthStore.getState().accessToken).toBe('token-with-zone');
});

it('never sends an invalid browser zone, and a later valid one still goes out', async () => {
  mockBrowserTimeZone('Mars/Olympus_Mons');
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  expect(api.fetch).not.toHaveBeenCalled();
  mockBrowserTimeZone('Europe/Paris');
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(true);
  expect(api.fetch).toHaveBeenCalledTimes(1);
});

it('fails silently: a server error, an unexpected answer or a network failure answer false', async () => {
  answer = () => errorResponse(500, 'internal_error', 'Something went wrong');
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  // Not the contract's shape on purpose (no user, no token): a raw Response, which the fake does not check.
  answer = () => jsonResponse(200, { success: true });
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  answer = () => {
    throw new TypeError('Failed to fetch'); // the network is down: fetch rejects
  };
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  expect(useAuthStore.getState().user).toBe(user);
});

it('shares one request between concurrent calls', async () => {
  const results = await Promise.all([updateTimezone({ isAutoDetected: true }), updateTimezone({ isAutoDetected: false })]);
  expect(results).toEqual([true, true]);
  expect(api.fetch).toHaveBeenCalledTimes(1);
  await updateTimezone({ isAutoDetected: false });
  expect(api.fetch).toHaveBeenCalledTimes(2);
});

it('does not put the answer into a session that ended while the call ran', async () => {
  const pending = updateTimezone({ isAutoDetected: true });
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  await expect(pending).resolves.toBe(true);
  expect(useAuthStore.getState().user).toBeNull();
  expect(useAuthStore.getState().accessToken).toBeNull();
});
