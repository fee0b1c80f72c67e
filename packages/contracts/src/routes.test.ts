import { API_ROUTES, isAiCall, resolveService, type ServiceName } from './routes';
import { API_CALL_LIST } from './api-calls';

// A concrete path for each table row: prefixes as written, patterns with their `:param` filled in.
function samplePath(path: string): string {
  return path.replace(/:[^/]+/g, 'abc123');
}

describe('resolveService', () => {
  describe.each(API_ROUTES.map((r) => [r.path, r.match, r.service] as const))('route %s (%s)', (path, match, service) => {
    it(`sends the exact path to ${service}`, () => {
      expect(resolveService(samplePath(path))).toBe(service);
    });

    if (match === 'prefix') {
      it(`sends sub-paths to ${service}`, () => {
        expect(resolveService(`${path}/some/deeper/path`)).toBe(service);
      });

      it('does not claim a longer word that merely starts with the prefix', () => {
        expect(resolveService(`${path}x`)).toBeNull();
        expect(resolveService(`${path}x/child`)).toBeNull();
      });
    }
  });

  it.each<[string, ServiceName | null]>([
    ['/api/tasks/abc/execute', 'content'],
    ['/api/tasks/abc/status', 'tasks'],
    ['/api/tasks/abc', 'tasks'],
    ['/api/tasks', 'tasks'],
    ['/api/tasks/abc/execute/more', 'tasks'],
    ['/api/tasks//execute', 'tasks'],
    ['/api/tasksx', null],
    ['/api/unknown', null],
    ['/api', null],
    ['/api/', null],
    ['/', null],
    ['/strategies', null],
    ['/api/auth', 'identity'],
    ['/api/auth/me', 'identity'],
    ['/api/user/timezone', 'identity'],
    ['/api/user-brands', 'brand'],
    ['/api/brand-data/offerings', 'brand'],
    ['/api/onboarding/complete', 'brand'],
    ['/api/strategy-templates', 'strategies'],
    ['/api/dashboard/stats', 'tasks'],
    ['/api/mindstudio/generate', 'content'],
  ])('resolves %s to %s', (path, service) => {
    expect(resolveService(path)).toBe(service);
  });

  it('routes the execute pattern to content even though the tasks prefix is listed and would also match', () => {
    expect(API_ROUTES.some((r) => r.path === '/api/tasks' && r.service === 'tasks')).toBe(true);
    expect(resolveService('/api/tasks/any-id/execute')).toBe('content');
  });
});

describe('isAiCall', () => {
  // What the plan's `rate` governs (docs/operations.md "Rate limits"): the AI generations and automation, by the
  // `ai` flag of the route table; every other write meets only the ceiling all plans share.
  it.each([
    ['POST', '/api/mindstudio/execute-writing'],
    ['POST', '/api/tasks/abc/execute'],
    ['POST', '/api/analyze-brand'],
    ['post', '/api/analyze-brand'],
  ])('%s %s is an AI call', (method, path) => {
    expect(isAiCall(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/api/mindstudio/workers'],
    ['HEAD', '/api/analyze-brand'],
    ['PATCH', '/api/tasks/abc/status'],
    ['PATCH', '/api/key-results/abc'],
    ['POST', '/api/brand-data'],
    ['POST', '/api/onboarding/complete'],
    ['POST', '/api/strategies/create-from-template'],
    ['POST', '/api/files/new'],
    ['POST', '/api/user/timezone'],
    ['POST', '/api/unknown'],
  ])('%s %s is not', (method, path) => {
    expect(isAiCall(method, path)).toBe(false);
  });
});

describe('API_CALLS', () => {
  it.each(API_CALL_LIST.map((c) => [c.method, c.path] as const))('%s %s is owned by a service of API_ROUTES', (_method, path) => {
    expect(resolveService(samplePath(path))).not.toBeNull();
  });
});
