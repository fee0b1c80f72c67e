import { setAnalyticsProperty, track } from '../analytics/track';
import { useAuthStore } from './auth-store';

let unsubscribe: (() => void) | null = null;

/**
 * spec part 1 §1: signed-out to signed-in is a 'sign_in' event, signed-in to signed-out a 'sign_out' event. A page
 * load that restores a session goes loading → signedIn and is not a sign-in. The plan tier is kept as a property.
 * Idempotent, so a remote calling it again does not double the events.
 */
export function startAuthAnalytics(): () => void {
  unsubscribe ??= useAuthStore.subscribe((state, previous) => {
    if (previous.status === 'signedOut' && state.status === 'signedIn') {
      track('sign_in', { user_plan_tier: state.user?.plan.key });
    } else if (previous.status === 'signedIn' && state.status === 'signedOut') {
      track('sign_out');
    }
    const tier = state.user?.plan.key;
    if (tier && tier !== previous.user?.plan.key) setAnalyticsProperty({ user_plan_tier: tier });
  });
  return () => {
    unsubscribe?.();
    unsubscribe = null;
  };
}
