import { loadGatewaySettings } from './settings';

describe('the gateway settings', () => {
  it('turn the per-plan rate limits on unless PLAN_RATE_LIMITS=off', () => {
    expect(loadGatewaySettings({}).planRateLimits).toBe(true);
    expect(loadGatewaySettings({ PLAN_RATE_LIMITS: 'on' }).planRateLimits).toBe(true);
    expect(loadGatewaySettings({ PLAN_RATE_LIMITS: 'off' }).planRateLimits).toBe(false);
    expect(() => loadGatewaySettings({ PLAN_RATE_LIMITS: 'false' })).toThrow(/Invalid configuration PLAN_RATE_LIMITS/);
  });
});
