import {
  AuthResponse, DeleteAccountResponse, MeResponse, TestModePlanResponse, type DeleteAccountBody, type PlanKey, type SignInBody, type SignUpBody, type TestModePlanBody,
  type User,
} from '@navia/contracts';
import { apiFetch, refreshSession } from '../api/api-fetch';
import { clearSession, setAccessToken, setSignedIn, useAuthStore } from './auth-store';
import { cameSignedOut } from './signed-out-page';

let bootInFlight: Promise<void> | null = null;

/**
 * Restore a session on page load: the refresh cookie (if any) buys an access token and the user in one call.
 * Anything failing means signed out. Safe to call more than once (the shell and a standalone remote both call it).
 * On the prerendered signed-out page there is nothing to restore: a session whose hint is gone (cookies partly
 * cleared) or that predates the hint signs in again.
 */
export function bootstrapAuth(): Promise<void> {
  // The gateway sent the signed-out page because the browser holds no session hint: the refresh would only be refused
  // (a 401 in the console of every first visit). Signed out now, before the first render, as the page already shows.
  if (cameSignedOut()) {
    // Only what the page started with: a session signed in on this page since stays.
    if (useAuthStore.getState().status === 'loading') clearSession();
    return Promise.resolve();
  }
  bootInFlight ??= (async () => {
    try {
      const session = await refreshSession();
      if (session) setSignedIn(session.user, session.accessToken);
      else clearSession();
    } catch {
      clearSession();
    } finally {
      bootInFlight = null;
    }
  })();
  return bootInFlight;
}

/** Throws ApiError (401 for wrong credentials) so the form can show the server's message. */
export async function signIn(body: SignInBody): Promise<User> {
  const { user, accessToken } = await apiFetch('/api/auth/sign-in', { method: 'POST', body, schema: AuthResponse });
  setSignedIn(user, accessToken);
  return user;
}

export async function signUp(body: SignUpBody): Promise<User> {
  const { user, accessToken } = await apiFetch('/api/auth/sign-up', { method: 'POST', body, schema: AuthResponse });
  setSignedIn(user, accessToken);
  return user;
}

/** Ends the server session, then this tab's. A failed server call still signs out locally: the person asked to leave. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST' });
  } catch {
    // Already expired or the network is down; the local sign-out below is what the person sees.
  } finally {
    clearSession();
  }
}

/**
 * DELETE /api/account (issue 19): deletes the account, confirmed by the password. The server ends the session and
 * clears the refresh cookie; this tab forgets it too. An ApiError (wrong password: 403 naming `password`) leaves the
 * session as it was.
 */
export async function deleteAccount(password: string): Promise<DeleteAccountResponse> {
  const answer = await apiFetch('/api/account', { method: 'DELETE', body: { password } satisfies DeleteAccountBody, schema: DeleteAccountResponse });
  clearSession();
  return answer;
}

/** Reload the user record (after onboarding or a timezone change moved its metadata). */
export async function reloadUser(): Promise<User> {
  const { user } = await apiFetch('/api/auth/me', { schema: MeResponse });
  useAuthStore.setState({ user });
  return user;
}

/**
 * Change the plan without payment (billing test mode only; otherwise the server answers 403 billing_not_configured).
 * The answer carries a new access token whose plan claim is already the new plan: adopting it at once means the
 * next call is held to the new limits instead of the old ones until the token expires. The reloaded user then moves
 * the plan everywhere the app shows it.
 */
export async function switchPlanInTestMode(plan: PlanKey): Promise<User> {
  const body: TestModePlanBody = { plan };
  const { accessToken } = await apiFetch('/api/billing/test-mode/plan', {
    method: 'POST',
    body,
    schema: TestModePlanResponse,
  });
  setAccessToken(accessToken);
  return reloadUser();
}
