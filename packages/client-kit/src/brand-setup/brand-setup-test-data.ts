// Test data only (imported by the *.test.tsx files next to it, never by the kit itself).
import type { BrandSetupProgressResponse, BrandSetupStep, BrandSummary } from '@navia/contracts';
import { fakeApi, type FakeApi, type FakeRequest } from '../testing/fake-api';

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

/**
 * The client kit's fake API (answers checked against the contract) answering GET /api/user-brands with `brands` and
 * GET /api/brand-setup-progress with `progress` (a function gets the request, so a test can answer per brand, or send
 * a Response to fail); any other call answers 404.
 */
export function serveProgress(
  brands: BrandSummary[],
  progress: BrandSetupProgressResponse | ((request: FakeRequest) => BrandSetupProgressResponse | Response | Promise<Response>),
): FakeApi {
  return fakeApi({
    'GET /api/user-brands': () => ({ brands }),
    'GET /api/brand-setup-progress': (request) => (typeof progress === 'function' ? progress(request) : progress),
  });
}

/** The URLs of the progress calls sent, in order. */
export const progressCalls = (api: FakeApi) => api.sent('GET', '/api/brand-setup-progress').map((request) => request.url);
