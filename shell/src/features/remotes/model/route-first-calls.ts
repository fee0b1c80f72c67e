import {
  AI_MODELS_PATH,
  NEWS_PATH,
  PLATFORMS_PATH,
  RECENT_STRATEGY_CREATION_PATH,
  brandDataPath,
  brandSetupProgressPath,
  filesPath,
  strategiesPath,
  taskPagePath,
  tasksPath,
} from '@navia/client-kit/src/api/call-paths';
import { matchesRoute } from './remote-areas';

/**
 * The calls each page a remote renders starts with (spec part 1 §2 route table), in one table for the two that send
 * them early: the shell's main.js, before the app's code has arrived (api/early-route-data.ts), and the bootstrap,
 * through the client kit's query definitions (api/route-data.ts). Only what the page shows on arrival: dialogs and
 * later steps read their own data when opened. This file imports no library: main.js carries it.
 */

/**
 * What a page's first calls need to know, resolved the way the remote's hooks resolve it: the signed-in user and
 * the active brand (the stored choice if it is still one of the user's brands, else the default, else the first;
 * null when the user has none, which the brand-scoped reads treat as "the server's default brand").
 */
export interface RouteCallContext {
  userId: string;
  brandId: string | null;
}

export type FirstCall =
  | 'tasks'
  | 'taskPages'
  | 'news'
  | 'brandSetupProgress'
  | 'brandSetupBanner'
  | 'strategies'
  | 'recentStrategyCreation'
  | 'brandData'
  | 'brandDataThisVisit'
  | 'platforms'
  | 'files'
  | 'aiModels';

type CallPath = (context: RouteCallContext) => string | null;
const setupProgress: CallPath = ({ brandId }) => (brandId ? brandSetupProgressPath(brandId, false) : null);
const brandRecord: CallPath = ({ brandId }) => (brandId ? brandDataPath(brandId) : null);

/** The path of each call, or null when the call is not made in that context (the brand's own reads without a brand). */
export const FIRST_CALL_PATHS: Record<FirstCall, CallPath> = {
  tasks: ({ brandId }) => tasksPath(brandId),
  taskPages: ({ brandId }) => taskPagePath(brandId, 0),
  news: () => NEWS_PATH,
  brandSetupProgress: setupProgress,
  // The same call, for a page topped by the brand-setup banner (whose code the shell preloads with it).
  brandSetupBanner: setupProgress,
  strategies: ({ brandId }) => strategiesPath(brandId),
  recentStrategyCreation: () => RECENT_STRATEGY_CREATION_PATH,
  brandData: brandRecord,
  // The same call, read afresh on each visit (the writing workspace, spec part 2 §7).
  brandDataThisVisit: brandRecord,
  platforms: () => PLATFORMS_PATH,
  files: ({ brandId }) => filesPath(brandId),
  aiModels: () => AI_MODELS_PATH,
};

const DASHBOARD: FirstCall[] = ['tasks', 'news', 'brandSetupProgress'];
const WRITING: FirstCall[] = ['platforms', 'brandDataThisVisit', 'files', 'aiModels'];

/** The first calls of each page, by the shell's path pattern. */
export const ROUTE_FIRST_CALLS: ReadonlyArray<{ path: string; calls: FirstCall[] }> = [
  { path: '/', calls: DASHBOARD },
  { path: '/dashboard', calls: DASHBOARD },
  { path: '/tasks', calls: ['taskPages', 'strategies'] },
  // Issue 17: the calendar places every dated task.
  { path: '/calendar', calls: ['tasks'] },
  { path: '/strategies', calls: ['strategies', 'recentStrategyCreation', 'brandSetupBanner'] },
  // Every brand-profile section reads the whole record, and the brand-setup banner tops each one.
  { path: '/brand-profile/*', calls: ['brandData', 'brandSetupBanner'] },
  { path: '/create', calls: WRITING },
  { path: '/create/writing', calls: WRITING },
];

/** The first calls of the page at `pathname` made in `context` (those whose path is not null), or none. */
export function firstCallsOf(pathname: string, context: RouteCallContext): FirstCall[] {
  const route = ROUTE_FIRST_CALLS.find(({ path }) => matchesRoute(path, pathname));
  return route ? route.calls.filter((call) => FIRST_CALL_PATHS[call](context) !== null) : [];
}

/** Whether the page at `pathname` starts with calls at all. */
export function hasFirstCalls(pathname: string): boolean {
  return ROUTE_FIRST_CALLS.some(({ path }) => matchesRoute(path, pathname));
}
