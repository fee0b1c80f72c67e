import { DEFAULT_SUPPORT_URL, loadGatewaySettings } from './settings';

describe('the gateway settings', () => {
  it('turn the per-plan rate limits on unless PLAN_RATE_LIMITS=off', () => {
    expect(loadGatewaySettings({}).planRateLimits).toBe(true);
    expect(loadGatewaySettings({ PLAN_RATE_LIMITS: 'on' }).planRateLimits).toBe(true);
    expect(loadGatewaySettings({ PLAN_RATE_LIMITS: 'off' }).planRateLimits).toBe(false);
    expect(() => loadGatewaySettings({ PLAN_RATE_LIMITS: 'false' })).toThrow(/Invalid configuration PLAN_RATE_LIMITS/);
  });

  it('leave the mode to the service URLs unless GATEWAY_MODE forces one, and refuse a mode that does not exist', () => {
    expect(loadGatewaySettings({}).mode).toBeUndefined();
    expect(loadGatewaySettings({ GATEWAY_MODE: 'proxy' }).mode).toBe('proxy');
    expect(loadGatewaySettings({ GATEWAY_MODE: 'embedded' }).mode).toBe('embedded');
    expect(() => loadGatewaySettings({ GATEWAY_MODE: 'both' })).toThrow(/Invalid configuration GATEWAY_MODE/);
  });

  it('believe forwarding headers only with TRUST_PROXY=true', () => {
    expect(loadGatewaySettings({}).trustProxy).toBe(false);
    expect(loadGatewaySettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadGatewaySettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // A typo must not silently leave an ingress's client addresses unread, nor trust them by accident.
    expect(() => loadGatewaySettings({ TRUST_PROXY: 'yes' })).toThrow(/Invalid configuration TRUST_PROXY/);
  });

  it('move only the remotes whose REMOTE_<NAME>_URL is set, and default the support URL', () => {
    expect(loadGatewaySettings({}).remotes).toEqual({ entries: {}, supportUrl: DEFAULT_SUPPORT_URL });
    const moved = loadGatewaySettings({ REMOTE_MF_CREATE_URL: 'https://cdn.example.com/create/remoteEntry.js', SUPPORT_URL: 'https://support.example.com/' });
    expect(moved.remotes).toEqual({ entries: { mf_create: 'https://cdn.example.com/create/remoteEntry.js' }, supportUrl: 'https://support.example.com/' });
    expect(() => loadGatewaySettings({ SUPPORT_URL: 'help page' })).toThrow(/Invalid configuration SUPPORT_URL/);
  });
});
