import { PLANS } from '@navia/contracts';
import { aiRateLine, planLimitLines, planPrice } from './plan-text';

it.each([
  [19, '$19/month'],
  [null, 'Custom pricing'],
])('prices %p as %p', (monthlyPrice, text) => {
  expect(planPrice(monthlyPrice)).toBe(text);
});

it.each([
  [
    'starter',
    [
      '1 active strategy', '3 strategies per month', '30 content pieces per month',
      'Platforms: Instagram and Facebook', '1 persona and 1 offering', '0.5 GB storage', 'No team members',
      '10 AI generations a minute (up to 20 at once)',
    ],
  ],
  [
    'basic',
    [
      '3 active strategies', '3 strategies per month', '1,000 content pieces per month',
      'Platforms: Instagram, Facebook, Email, and Blog', '3 personas and 3 offerings', '10 GB storage', 'No team members',
      '50 AI generations a minute (up to 100 at once)',
    ],
  ],
  [
    'pro',
    [
      '25 active strategies', '100 strategies per month', '5,000 content pieces per month', 'All platforms',
      '3 personas and 5 offerings', '50 GB storage', '10 team members', '100 AI generations a minute (up to 200 at once)',
    ],
  ],
  [
    'enterprise',
    [
      'Unlimited active strategies', 'Unlimited strategies per month', 'Unlimited content pieces per month',
      'All platforms', 'Unlimited personas and offerings', 'Unlimited storage', 'Unlimited team members',
      'Unlimited AI generations',
    ],
  ],
] as const)('lists the main limits of %s from the plan table', (key, lines) => {
  expect(planLimitLines(PLANS[key].limits)).toEqual(lines);
});

it.each([
  [{ perMinute: 5, burst: 10 }, '5 AI generations a minute (up to 10 at once)'],
  [{ perMinute: 1, burst: 1 }, '1 AI generation a minute'],
  [{ perMinute: -1, burst: -1 }, 'Unlimited AI generations'],
])('reads the rate %p as %p', (rate, text) => {
  expect(aiRateLine(rate)).toBe(text);
});
