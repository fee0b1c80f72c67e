import { apiFetch, useAuthStore } from '@navia/client-kit';
import { runtimeTimeZone, TimezoneResponse, type TimezoneBody } from '@navia/contracts';

async function saveBrowserTimezone(isAutoDetected: boolean): Promise<boolean> {
  try {
    const timezone = runtimeTimeZone();
    if (!timezone) return false;
    const body: TimezoneBody = { timezoneMetadata: { timezone, lastDetected: new Date().toISOString(), isAutoDetected } };
    const { user, accessToken } = await apiFetch('/api/user/timezone', { method: 'POST', body, schema: TimezoneResponse });
    // The session may have ended or changed hands while the call ran; never put one user's record into another's.
    const current = useAuthStore.getState();
    // The answer's token carries the new zone (a claim services count the user's days by): adopted at once, as after
    // a plan switch, so the next call already uses it.
    if (current.status === 'signedIn' && current.user?.id === user.id) useAuthStore.setState({ user, accessToken });
    return true;
  } catch {
    return false;
  }
}

let inFlight: Promise<boolean> | null = null;

/**
 * Save the browser's timezone on the user (spec part 1 §7 POST /api/user/timezone) and put the returned user record
 * and access token in the auth store. Failures are silent (spec part 1 §8): true when saved, false otherwise. An
 * invalid browser name is never sent (spec part 1 §5). Concurrent calls (the auto-detect and a click) share one
 * request, whose isAutoDetected is the first caller's.
 */
export function updateTimezone({ isAutoDetected }: { isAutoDetected: boolean }): Promise<boolean> {
  // Reset in .finally rather than inside the async function: a save that ends without awaiting (invalid name) would
  // otherwise reset before the assignment and leave a settled promise here for good.
  inFlight ??= saveBrowserTimezone(isAutoDetected).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
