import { getDataLayer } from '../analytics/track';
import { startAuthAnalytics } from './auth-analytics';
import { useAuthStore } from './auth-store';

const user = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};

it('pushes sign_in and sign_out on auth transitions, not on a restored session', () => {
  const layer = getDataLayer();
  layer.length = 0;
  useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
  const stop = startAuthAnalytics();
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
  useAuthStore.setState({ status: 'signedIn', user, accessToken: 't' });
  useAuthStore.setState({ user: { ...user, plan: { key: 'pro', name: 'Grow' } } });
  stop();
  expect(window.dataLayer).toBe(layer);
  expect(layer.filter((entry) => entry.event)).toEqual([
    { event: 'sign_out' },
    { event: 'sign_in', user_plan_tier: 'free' },
  ]);
  // The tier property follows plan changes too (a test-mode plan switch reloads the user).
  expect(layer.filter((entry) => !entry.event)).toEqual([
    { user_plan_tier: 'free' },
    { user_plan_tier: 'free' },
    { user_plan_tier: 'pro' },
  ]);
});
