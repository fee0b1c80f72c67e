// The paths of the calls a page starts with, built in one place: by the client kit's query definitions, and by the
// shell's main.js, which sends a page's first calls before the app's code has arrived (issue 16: shell
// features/remotes/api/early-route-data.ts). The same builder on both sides means the same URL, so the client kit
// finds the early answer under it (early-gets.ts). This file imports nothing: main.js carries it.

export const USER_BRANDS_PATH = '/api/user-brands';
export const TASKS_PATH = '/api/tasks';
export const STRATEGIES_PATH = '/api/strategies';
export const NEWS_PATH = '/api/news';
export const BRAND_SETUP_PROGRESS_PATH = '/api/brand-setup-progress';
export const RECENT_STRATEGY_CREATION_PATH = '/api/recent-strategy-creation';
export const BRAND_DATA_PATH = '/api/brand-data';
export const FILES_PATH = '/api/files';
export const PLATFORMS_PATH = '/api/platforms';
export const AI_MODELS_PATH = '/api/ai/models';
/** The tasks list's lean view (contracts TASKS_LIST_VIEW; spelled here so main.js does not load the contracts). */
export const TASKS_LIST_VIEW_PARAM = 'list';

/** `path`, or `path?brandId=…` for a brand; null is the server's default brand. */
const forBrand = (path: string, brandId: string | null) => (brandId ? `${path}?brandId=${encodeURIComponent(brandId)}` : path);

export const tasksPath = (brandId: string | null) => forBrand(TASKS_PATH, brandId);
export const strategiesPath = (brandId: string | null) => forBrand(STRATEGIES_PATH, brandId);
export const filesPath = (brandId: string | null) => forBrand(FILES_PATH, brandId);

/** GET /api/brand-data/{brandId}, or /api/brand-data for the default brand (spec part 2 §7). */
export const brandDataPath = (brandId: string | null) => (brandId ? `${BRAND_DATA_PATH}/${encodeURIComponent(brandId)}` : BRAND_DATA_PATH);

/** One page of the tasks list's lean view (issue 16 item 5), from `offset`. */
export function taskPagePath(brandId: string | null, offset: number): string {
  const params = new URLSearchParams({ view: TASKS_LIST_VIEW_PARAM });
  if (brandId) params.set('brandId', brandId);
  if (offset > 0) params.set('offset', String(offset));
  return `${TASKS_PATH}?${params}`;
}

export function brandSetupProgressPath(brandId: string, excludeStrategyStep: boolean): string {
  const params = new URLSearchParams({ brandId });
  if (excludeStrategyStep) params.set('excludeStrategyStep', 'true');
  return `${BRAND_SETUP_PROGRESS_PATH}?${params.toString()}`;
}
