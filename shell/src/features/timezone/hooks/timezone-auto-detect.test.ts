import { useAuthStore } from '@navia/client-kit';
import type { TimezoneBody, User } from '@navia/contracts';
import { fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import { mockBrowserTimeZone } from '../test/mock-browser-time-zone';
import { SIGN_IN_CHECK_FLAG_PREFIX, startTimezoneAutoDetect } from './timezone-auto-detect';

const ANN = '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11';
const BEN = '1f0d6a7e-9c2b-4e8d-8f3a-5b6c7d8e9f01';

function makeUser(id: string, metadata: Partial<User['publicMetadata']> = {}): User {
  return {
    id, email: 'x@example.com', firstName: 'X', lastName: null,
    publicMetadata: { onboardingComplete: true, ...metadata }, plan: { key: 'free', name: 'Free' },
  };
}

/** Detected an hour ago in the browser's own zone: nothing to update. */
const upToDate = () => ({ timezone: 'Europe/Paris', lastDetected: new Date(Date.now() - 3_600_000).toISOString() });

let api: FakeApi;
let stop: () => void = () => {};

const signedIn = (user: User) => useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
const signedOut = () => useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
const timezoneCalls = () => api.sent('POST', '/api/user/timezone');

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  mockBrowserTimeZone('Europe/Paris');
  api = fakeApi({
    'POST /api/user/timezone': (request) => {
      const { timezoneMetadata } = request.body as TimezoneBody;
      const current = useAuthStore.getState().user as User;
      return { success: true, user: { ...current, publicMetadata: { ...current.publicMetadata, ...timezoneMetadata } }, accessToken: 'token-with-zone' };
    },
  });
});

afterEach(async () => {
  stop();
  // Let a pending update settle before the next test swaps fetch.
  await jest.runOnlyPendingTimersAsync();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('after the shell loads', () => {
  it('sends nothing before 1 s, then auto-updates a user with no timezone', () => {
    signedIn(makeUser(ANN));
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(999);
    expect(timezoneCalls()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(timezoneCalls()).toHaveLength(1);
    const { timezoneMetadata } = timezoneCalls()[0].body as TimezoneBody;
    expect(timezoneMetadata).toMatchObject({ timezone: 'Europe/Paris', isAutoDetected: true });
  });

  it('sends nothing when the stored zone is current', () => {
    signedIn(makeUser(ANN, upToDate()));
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("updates a zone that differs from the browser's", () => {
    signedIn(makeUser(ANN, { ...upToDate(), timezone: 'Asia/Tokyo' }));
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(1000);
    expect(timezoneCalls()).toHaveLength(1);
  });

  it('updates a zone detected over 24 h ago', () => {
    signedIn(makeUser(ANN, { timezone: 'Europe/Paris', lastDetected: new Date(Date.now() - 25 * 3_600_000).toISOString() }));
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(1000);
    expect(timezoneCalls()).toHaveLength(1);
  });

  it('waits for a session still being restored at 1 s and checks as soon as it is signed in', () => {
    useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(1500);
    expect(api.fetch).not.toHaveBeenCalled();
    signedIn(makeUser(ANN));
    expect(timezoneCalls()).toHaveLength(1);
  });

  it('sends nothing for a visitor who is signed out', () => {
    useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(1000);
    signedOut();
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('never sends an invalid browser zone', () => {
    mockBrowserTimeZone('Mars/Olympus_Mons');
    signedIn(makeUser(ANN));
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('is silent when the update fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The network is down: fetch rejects (after the fake noted the request).
    api = fakeApi({
      'POST /api/user/timezone': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = makeUser(ANN);
    signedIn(user);
    stop = startTimezoneAutoDetect();
    await jest.advanceTimersByTimeAsync(1000);
    expect(timezoneCalls()).toHaveLength(1);
    expect(useAuthStore.getState().user).toBe(user);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is idempotent: a second start adds no second check', () => {
    signedIn(makeUser(ANN));
    stop = startTimezoneAutoDetect();
    expect(startTimezoneAutoDetect()).toBe(stop);
    jest.advanceTimersByTime(1000);
    expect(timezoneCalls()).toHaveLength(1);
  });
});

describe('after a sign-in', () => {
  beforeEach(() => {
    signedOut();
    stop = startTimezoneAutoDetect();
    jest.advanceTimersByTime(1000); // the load check found nobody signed in
  });

  it('checks 2 s after the sign-in, not before', () => {
    signedIn(makeUser(ANN));
    jest.advanceTimersByTime(1999);
    expect(api.fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(timezoneCalls()).toHaveLength(1);
  });

  it('checks only once per browser session for the same user', async () => {
    signedIn(makeUser(ANN));
    await jest.advanceTimersByTimeAsync(2000);
    expect(timezoneCalls()).toHaveLength(1);
    expect(sessionStorage.getItem(SIGN_IN_CHECK_FLAG_PREFIX + ANN)).not.toBeNull();

    signedOut();
    signedIn(makeUser(ANN)); // e.g. the server lost the saved zone: only the load check would see it now
    await jest.advanceTimersByTimeAsync(5000);
    expect(timezoneCalls()).toHaveLength(1);

    signedOut();
    signedIn(makeUser(BEN));
    await jest.advanceTimersByTimeAsync(2000);
    expect(timezoneCalls()).toHaveLength(2);
  });

  it('does not check for someone who signed out again within the 2 s', () => {
    signedIn(makeUser(ANN));
    jest.advanceTimersByTime(1000);
    signedOut();
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SIGN_IN_CHECK_FLAG_PREFIX + ANN)).toBeNull();
  });

  it('sends nothing when the signed-in user is up to date', () => {
    signedIn(makeUser(ANN, upToDate()));
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('stops watching when stopped', () => {
    stop();
    signedIn(makeUser(ANN));
    jest.advanceTimersByTime(5000);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
