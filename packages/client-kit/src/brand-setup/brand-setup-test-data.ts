// Test data only (imported by the *.test.tsx files next to it, never by the kit itself).
import type { BrandSetupProgressResponse, BrandSetupStep, BrandSummary } from '@navia/contracts';

export const USER = {
  id: '8c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a11', email: 'a@b.co', firstName: 'Ann', lastName: null,
  publicMetadata: { onboardingComplete: true }, plan: { key: 'free' as const, name: 'Free' },
};
export const OTHER_USER = { ...USER, id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', email: 'b@b.co' };
export const ACME: BrandSummary = { id: '3b8f1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', companyName: 'Acme', isDefault: true };
export const BOLT: BrandSummary = { id: '6d0a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c', companyName: 'Bolt', isDefault: false };

/** The service's step list (BRAND_SETUP_STEPS in contracts), without the field paths. */
const DEFINITIONS: [id: string, title: string, path: string][] = [
  ['company-basics', 'Tell Us About Your Company', '/brand-profile/who-you-are'],
  ['company-purpose', 'Share Your Company Purpose', '/brand-profile/who-you-are'],
  ['offerings', 'Describe What You Offer', '/brand-profile/what-you-offer'],
  ['personas', 'Define Who You Serve', '/brand-profile/who-you-serve'],
  ['brand-voice', 'Find Your Brand Voice', '/brand-profile/your-brand-feel'],
  ['first-strategy', 'Create Your First Strategy', '/strategies'],
];
export const STEP_IDS = DEFINITIONS.map(([id]) => id);

/** Steps with the listed ids complete; the strategy step is locked until the five brand steps are, as the service does. */
export function stepsWith(completedIds: readonly string[]): BrandSetupStep[] {
  const done = new Set(completedIds);
  const brandDone = STEP_IDS.slice(0, 5).every((id) => done.has(id));
  return DEFINITIONS.map(([id, title, navigationPath], i) => ({
    id, title, sequence: i + 1, completed: done.has(id), locked: id === 'first-strategy' && !brandDone, navigationPath, targetField: [],
  }));
}

export function progressWith(completedIds: readonly string[], brandName = 'Acme'): BrandSetupProgressResponse {
  const steps = stepsWith(completedIds);
  const completed = steps.filter((s) => s.completed).length;
  return {
    success: true,
    brandName,
    progress: {
      steps,
      summary: { completed, total: steps.length, percentage: Math.floor((completed / steps.length) * 100) },
      firstTimeCompletion: false,
    },
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

/**
 * A fetch answering GET /api/user-brands with `brands` and GET /api/brand-setup-progress with `progress` (a function
 * gets the call's URL, so a test can answer per brand or fail).
 */
export function mockApi(
  brands: BrandSummary[],
  progress: BrandSetupProgressResponse | ((url: URL) => Response | Promise<Response>),
): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (path: string, _init: RequestInit) => {
    const url = new URL(path, 'http://navia.test');
    if (url.pathname === '/api/user-brands') return json(200, { brands });
    if (url.pathname === '/api/brand-setup-progress') return typeof progress === 'function' ? progress(url) : json(200, progress);
    return json(404, { ok: false, error: 'not_found', status: 404, message: 'Not found' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const progressCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/api/brand-setup-progress'));
