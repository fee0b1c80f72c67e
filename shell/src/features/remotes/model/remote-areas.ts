import type { RemoteName } from '@navia/contracts';

/**
 * Which remote draws which paths (spec part 1 §2 route table), in one place for the routes and for main.js, which
 * starts loading the route's remote before the app's code has arrived (early-remote.ts). Type imports only: main.js
 * carries this file.
 */
export const REMOTE_AREAS: ReadonlyArray<{ remote: RemoteName; basePath: string }> = [
  { remote: 'mf_strategies', basePath: '/strategies' },
  { remote: 'mf_brand_hq', basePath: '/brand-profile' },
  { remote: 'mf_create', basePath: '/create' },
];

/** spec part 1 §2: dashboard and tasks live at the root, so their remote is mounted at '/'. */
export const DASHBOARD_TASKS_REMOTE: RemoteName = 'mf_dashboard_tasks';
export const DASHBOARD_TASKS_PATHS = ['/', '/dashboard', '/tasks', '/calendar'];

/** `pathname` as the router compares it: lower case, without a trailing slash (the root stays '/'). */
export function routerPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Whether `pathname` is `pattern` ('/tasks') or under it ('/brand-profile/*'), as the router's matching has it. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const path = routerPath(pathname);
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The remote that draws `pathname`, or null for the shell's own pages and unknown paths. Case-insensitive and
 * tolerant of a trailing slash, as the router's matching is.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = routerPath(pathname);
  if (DASHBOARD_TASKS_PATHS.includes(path)) return DASHBOARD_TASKS_REMOTE;
  const area = REMOTE_AREAS.find(({ basePath }) => matchesRoute(`${basePath}/*`, path));
  return area?.remote ?? null;
}

/**
 * The remote to start loading before the first render, for the page the browser opened on (main.js and the
 * bootstrap): the one that draws it, except on '/', whose visitors are mostly signed out (the sign-in screen) and
 * where a signed-in one is sent on to /dashboard.
 */
export function openedRemoteArea(pathname: string): RemoteName | null {
  return pathname === '/' ? null : remoteForPath(pathname);
}
