import { useAuthStore } from '@navia/client-kit';
import { runtimeTimeZone } from '@navia/contracts';
import { needsTimezoneUpdate } from '../model/timezone-rules';
import { updateTimezone } from '../api/update-timezone';

/** spec part 1 §9: the shell checks about 1 s after load; the auth layer about 2 s after a sign-in. */
export const LOAD_DETECT_DELAY_MS = 1000;
export const SIGN_IN_DETECT_DELAY_MS = 2000;

/** sessionStorage flag per user id: the sign-in check runs once per browser session (spec part 1 §4). */
export const SIGN_IN_CHECK_FLAG_PREFIX = 'navia.timezoneCheckedAfterSignIn.';

function signInCheckDone(userId: string): boolean {
  try {
    return sessionStorage.getItem(SIGN_IN_CHECK_FLAG_PREFIX + userId) !== null;
  } catch {
    return false;
  }
}

function markSignInCheckDone(userId: string): void {
  try {
    sessionStorage.setItem(SIGN_IN_CHECK_FLAG_PREFIX + userId, '1');
  } catch {
    // Without sessionStorage the check may repeat on a later sign-in; the 24 h rule still keeps it cheap.
  }
}

/** Auto-update the signed-in user's timezone when the rules say it is missing, different or stale. */
function detectIfNeeded(): void {
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user) return;
  const timezone = runtimeTimeZone();
  if (timezone && needsTimezoneUpdate(user.publicMetadata, timezone, Date.now())) {
    void updateTimezone({ isAutoDetected: true });
  }
}

let stop: (() => void) | null = null;

/**
 * Start the timezone auto-detection (spec part 1 §4 "Timezone"): once about 1 s after the shell loads, and about
 * 2 s after each sign-in, once per browser session per user. Idempotent; returns the function that stops it.
 */
export function startTimezoneAutoDetect(): () => void {
  if (stop) return stop;

  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  // The load check: a session still being restored after 1 s is checked the moment it turns out signed in.
  let stopWaitingForAuth: (() => void) | null = null;
  after(LOAD_DETECT_DELAY_MS, () => {
    if (useAuthStore.getState().status !== 'loading') {
      detectIfNeeded();
      return;
    }
    stopWaitingForAuth = useAuthStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stopWaitingForAuth?.();
      stopWaitingForAuth = null;
      detectIfNeeded();
    });
  });

  // The sign-in check. A restored session (loading → signedIn) is not a sign-in; the load check covers it.
  const stopWatchingSignIns = useAuthStore.subscribe((state, previous) => {
    const userId = state.user?.id;
    if (previous.status !== 'signedOut' || state.status !== 'signedIn' || !userId || signInCheckDone(userId)) return;
    after(SIGN_IN_DETECT_DELAY_MS, () => {
      // Still the same person, and no earlier sign-in of theirs has run the check in the meantime.
      if (useAuthStore.getState().user?.id !== userId || signInCheckDone(userId)) return;
      markSignInCheckDone(userId);
      detectIfNeeded();
    });
  });

  stop = () => {
    timers.forEach(clearTimeout);
    timers.clear();
    stopWaitingForAuth?.();
    stopWatchingSignIns();
    stop = null;
  };
  return stop;
}
