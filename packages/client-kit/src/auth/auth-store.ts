import { createSharedStore } from '../stores/shared-store';
import type { User } from '@navia/contracts';
import { cameSignedOut } from './signed-out-page';

/** spec part 1 §4 "Auth": not loaded yet, signed out, signed in. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Short-lived access JWT, kept in memory only; the refresh token lives in an httpOnly cookie. */
  accessToken: string | null;
}

/**
 * The one auth state of the whole app. client-kit is a Module Federation shared singleton, so the shell and every
 * remote read this same store. State only: the actions that talk to the server live in auth-actions.ts so the api
 * client can read the token here without an import cycle.
 */
export const useAuthStore = createSharedStore<AuthState>(() => ({
  // The prerendered signed-out page is signed out from the start: the gateway saw no session (signed-out-page.ts).
  status: cameSignedOut() ? 'signedOut' : 'loading',
  user: null,
  accessToken: null,
}));

export function getAccessToken(): string | null {
  return useAuthStore.getState().accessToken;
}

export function setAccessToken(accessToken: string): void {
  useAuthStore.setState({ accessToken });
}

export function setSignedIn(user: User, accessToken: string): void {
  useAuthStore.setState({ status: 'signedIn', user, accessToken });
}

/** Forget the session in this tab without calling the server (used when the refresh token is gone). */
export function clearSession(): void {
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
}
