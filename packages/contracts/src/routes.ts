/** The services behind the gateway, each with its own Postgres schema of the same name. */
export const SERVICE_NAMES = ['identity', 'brand', 'strategies', 'tasks', 'content'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ApiRoute {
  /** Path template: a literal prefix, or a pattern with `:param` segments matched exactly. */
  path: string;
  match: 'prefix' | 'pattern';
  service: ServiceName;
  /**
   * Writes (any method but GET/HEAD/OPTIONS) here start AI generation or automation: what costs us per call. The
   * gateway counts them against the plan's `rate` (PLANS[plan].limits.rate); other writes meet the one
   * ceiling every plan shares (WRITE_CEILING).
   */
  ai?: true;
}

/**
 * Which service owns each `/api/...` path (ARCHITECTURE.md "Ownership"). The gateway routes by this table and the
 * ingress manifests are generated from it, so a path added here is served everywhere. Patterns win over prefixes,
 * and longer prefixes over shorter ones.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  { path: '/api/auth', match: 'prefix', service: 'identity' },
  { path: '/api/user', match: 'prefix', service: 'identity' },
  { path: '/api/billing', match: 'prefix', service: 'identity' },
  // The account's export (issue 19): identity owns the account and gathers the rest from every service.
  { path: '/api/export', match: 'prefix', service: 'identity' },
  { path: '/api/account', match: 'prefix', service: 'identity' },
  { path: '/api/api-tokens', match: 'prefix', service: 'identity' },
  { path: '/api/webhooks', match: 'prefix', service: 'identity' },
  { path: '/api/import', match: 'prefix', service: 'identity' },
  { path: '/api/brand-data', match: 'prefix', service: 'brand' },
  { path: '/api/user-brands', match: 'prefix', service: 'brand' },
  { path: '/api/brand-setup-progress', match: 'prefix', service: 'brand' },
  { path: '/api/analyze-brand', match: 'prefix', service: 'brand', ai: true },
  { path: '/api/onboarding', match: 'prefix', service: 'brand' },
  // Offline and deterministic (issue 18): a measure, not a generation.
  { path: '/api/voice-score', match: 'prefix', service: 'brand' },
  { path: '/api/strategies', match: 'prefix', service: 'strategies' },
  { path: '/api/strategy-templates', match: 'prefix', service: 'strategies' },
  { path: '/api/key-results', match: 'prefix', service: 'strategies' },
  { path: '/api/recent-strategy-creation', match: 'prefix', service: 'strategies' },
  { path: '/api/tasks/:id/execute', match: 'pattern', service: 'content', ai: true },
  // The execution run is the content service's record (docs/architecture.md "Task execution").
  { path: '/api/tasks/:id/execution', match: 'pattern', service: 'content' },
  { path: '/api/tasks', match: 'prefix', service: 'tasks' },
  // Issue 17: the ICS feed's address (signed in), and the feed itself at its secret address (no sign-in: calendar
  // apps fetch it). `/ical` is the one path outside `/api` the gateway hands to a service.
  { path: '/api/calendar', match: 'prefix', service: 'tasks' },
  { path: '/ical', match: 'prefix', service: 'tasks' },
  { path: '/api/dashboard', match: 'prefix', service: 'tasks' },
  { path: '/api/news', match: 'prefix', service: 'tasks' },
  { path: '/api/files', match: 'prefix', service: 'content' },
  { path: '/api/platforms', match: 'prefix', service: 'content' },
  { path: '/api/formats', match: 'prefix', service: 'content' },
  // The AI writer's namespace: its only write is POST /api/mindstudio/execute-writing (its GETs are reads).
  { path: '/api/mindstudio', match: 'prefix', service: 'content', ai: true },
  // The writers' models and the user's choice of one (issue 21): a preference, not a generation.
  { path: '/api/ai', match: 'prefix', service: 'content' },
  // "Make it more on-brand" (issue 18): sends a draft to the writer, so it counts against the plan's AI rate.
  { path: '/api/voice-rewrite', match: 'prefix', service: 'content', ai: true },
  // The record of calls to AI models (issue 18): content lists the writers' and asks brand for the analyzers'.
  { path: '/api/ai-activity', match: 'prefix', service: 'content' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

function matchesPattern(pathname: string, pattern: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? got[i].length > 0 : seg === got[i]));
}

const ORDERED = [...API_ROUTES].sort((a, b) => {
  if (a.match !== b.match) return a.match === 'pattern' ? -1 : 1;
  return b.path.length - a.path.length;
});

/** The table row that owns `pathname`, or null for an unknown `/api` path. */
export function resolveRoute(pathname: string): ApiRoute | null {
  for (const route of ORDERED) {
    const hit = route.match === 'pattern' ? matchesPattern(pathname, route.path) : matchesPrefix(pathname, route.path);
    if (hit) return route;
  }
  return null;
}

/** The service that owns `pathname`, or null for an unknown `/api` path. */
export function resolveService(pathname: string): ServiceName | null {
  return resolveRoute(pathname)?.service ?? null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a request that changes something (reads are what a page load is made of, and the client caches them). */
export function isWriteMethod(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/** True when this request starts AI generation or automation (a write to a route flagged `ai`). */
export function isAiCall(method: string, pathname: string): boolean {
  return isWriteMethod(method) && resolveRoute(pathname)?.ai === true;
}
