import type { BrandSummary } from '@navia/contracts';
import { USER_BRANDS_PATH } from '@navia/client-kit/src/api/call-paths';
import { startEarlyGet } from '@navia/client-kit/src/api/early-gets';
import { earlySession } from '@navia/client-kit/src/api/early-refresh';
import { readStoredBrand, resolveActiveBrand } from '@navia/client-kit/src/brand/active-brand-choice';
import { FIRST_CALL_PATHS, firstCallsOf, hasFirstCalls } from '../model/route-first-calls';

// The opened page's first calls, sent from main.js as soon as the session is back (issue 16). They used to leave
// only once the shell's first screen (250 KB) had downloaded and run, and on a phone's connection that made them the
// last wait before the page could show (docs/performance.md "The page's first calls from main.js"). The client kit
// takes the answers over (early-gets.ts); the bootstrap's prefetch (route-data.ts) reads the same table, so the same
// calls with the same paths. This file imports no library: main.js carries it.

/**
 * For a page with first calls (route-first-calls.ts), once the early refresh has restored the session of an
 * onboarded user: the brand list, then the page's calls for the active brand, resolved as the client kit does.
 * Nothing for a signed-out visit or before onboarding (the gates' pages), as prefetchRouteData.
 */
export async function startEarlyRouteData(pathname: string): Promise<void> {
  if (!hasFirstCalls(pathname)) return;
  const session = await earlySession();
  if (!session?.user?.publicMetadata?.onboardingComplete) return;
  const answer = (await startEarlyGet(USER_BRANDS_PATH, session.accessToken)) as { brands?: unknown } | null;
  // An unexpected answer sends nothing more: the client kit reads the list itself and reports it.
  if (!Array.isArray(answer?.brands)) return;
  const brandId = resolveActiveBrand(answer.brands as BrandSummary[], readStoredBrand())?.id ?? null;
  const context = { userId: session.user.id, brandId };
  for (const call of firstCallsOf(pathname, context)) {
    const path = FIRST_CALL_PATHS[call](context);
    if (path) void startEarlyGet(path, session.accessToken);
  }
}
