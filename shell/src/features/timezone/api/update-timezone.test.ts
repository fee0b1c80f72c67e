import { useAuthStore } from '@navia/client-kit';
import type { User } from '@navia/contracts';
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

// jsdom has no Response; apiFetch reads only these members.
function reply(status: number, body: unknown): Response {
  return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => reply(200, { success: true, user: saved('Europe/Paris'), accessToken: 'token-with-zone' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  mockBrowserTimeZone('Europe/Paris');
});

afterEach(() => jest.restoreAllMocks());

it("sends the browser's zone with the detection time and puts the returned user and token in the auth store", async () => {
  const before = Date.now();
  await expect(updateTimezone({ isAutoDetected: false })).resolves.toBe(true);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/user/timezone');
  expect(init.method).toBe('POST');
  const { timezoneMetadata } = JSON.parse(init.body as string);
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
  expect(fetchMock).not.toHaveBeenCalled();
  mockBrowserTimeZone('Europe/Paris');
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('fails silently: a server error, an unexpected answer or a network failure answer false', async () => {
  fetchMock.mockResolvedValueOnce(reply(500, { ok: false }));
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  fetchMock.mockResolvedValueOnce(reply(200, { success: true }));
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(updateTimezone({ isAutoDetected: true })).resolves.toBe(false);
  expect(useAuthStore.getState().user).toBe(user);
});

it('shares one request between concurrent calls', async () => {
  const results = await Promise.all([updateTimezone({ isAutoDetected: true }), updateTimezone({ isAutoDetected: false })]);
  expect(results).toEqual([true, true]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await updateTimezone({ isAutoDetected: false });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not put the answer into a session that ended while the call ran', async () => {
  const pending = updateTimezone({ isAutoDetected: true });
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  await expect(pending).resolves.toBe(true);
  expect(useAuthStore.getState().user).toBeNull();
  expect(useAuthStore.getState().accessToken).toBeNull();
});
