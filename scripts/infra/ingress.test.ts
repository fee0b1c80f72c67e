import { API_ROUTES, resolveService, type ApiRoute } from '@navia/contracts';
import { buildIngress, ingressPath, routeThroughIngress, samplePaths } from './ingress';

describe('ingress generated from the contracts route table', () => {
  const paths = buildIngress(API_ROUTES).spec.rules[0].http.paths;

  it('has one rule per route plus the gateway catch-all', () => {
    expect(paths).toHaveLength(API_ROUTES.length + 1);
    for (const route of API_ROUTES) expect(paths.filter((p) => p.path === ingressPath(route))).toHaveLength(1);
    expect(routeThroughIngress(paths, '/')).toBe('gateway');
    expect(routeThroughIngress(paths, '/remotes.json')).toBe('gateway');
  });

  it('routes every sample path to the service the gateway would', () => {
    for (const route of API_ROUTES) {
      for (const sample of samplePaths(route)) expect(routeThroughIngress(paths, sample)).toBe(`${resolveService(sample)}-api`);
    }
  });

  it('keeps prefixes whole segments and patterns one segment per parameter', () => {
    expect(routeThroughIngress(paths, '/api/user-brands')).toBe('brand-api');
    expect(routeThroughIngress(paths, '/api/user/me')).toBe('identity-api');
    expect(routeThroughIngress(paths, '/api/tasks/t1/execute')).toBe('content-api');
    expect(routeThroughIngress(paths, '/api/tasks/t1/execution')).toBe('content-api');
    expect(routeThroughIngress(paths, '/api/tasks/t1')).toBe('tasks-api');
    expect(routeThroughIngress(paths, '/api/tasks/a/b/execute')).toBe('tasks-api');
    expect(routeThroughIngress(paths, '/api/unknown')).toBe('gateway');
  });

  it('turns a pattern route into an anchored expression', () => {
    const route: ApiRoute = { path: '/api/things/:id/run', match: 'pattern', service: 'content' };
    expect(ingressPath(route)).toBe('/api/things/[^/]+/run$');
    expect(ingressPath({ path: '/api/x', match: 'prefix', service: 'tasks' })).toBe('/api/x(/|$)');
  });
});
