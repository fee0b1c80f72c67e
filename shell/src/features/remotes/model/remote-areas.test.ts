import { openedRemoteArea, remoteForPath } from './remote-areas';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mf_dashboard_tasks'],
    ['/dashboard', 'mf_dashboard_tasks'],
    ['/tasks/', 'mf_dashboard_tasks'],
    ['/strategies', 'mf_strategies'],
    ['/strategies/abc', 'mf_strategies'],
    ['/brand-profile/who-you-are', 'mf_brand_hq'],
    ['/create/writing', 'mf_create'],
    ['/Dashboard', 'mf_dashboard_tasks'],
  ])('%s is drawn by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/pricing', '/onboarding', '/dashboards', '/strategiesx', '/tasks/1', '/nowhere'])('%s is not a remote area', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('openedRemoteArea', () => {
  it("is the path's remote, except on '/' (the sign-in screen for most visitors)", () => {
    expect(openedRemoteArea('/dashboard')).toBe('mf_dashboard_tasks');
    expect(openedRemoteArea('/create/writing')).toBe('mf_create');
    expect(openedRemoteArea('/')).toBeNull();
    expect(openedRemoteArea('/pricing')).toBeNull();
  });
});
