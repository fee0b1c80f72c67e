import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  aiModelsQuery,
  brandDataQuery,
  brandSetupProgressQuery,
  filesQuery,
  newsQuery,
  platformsQuery,
  preloadBrandSetupBanner,
  recentStrategyCreationQuery,
  resolveActiveBrand,
  strategiesQuery,
  taskPagesQuery,
  tasksQuery,
  useActiveBrandStore,
  useAuthStore,
  userBrandsQuery,
} from '@navia/client-kit';
import { closeEarlyGets } from '@navia/client-kit/src/api/early-gets';
import { type FirstCall, type RouteCallContext, firstCallsOf, hasFirstCalls } from '../model/route-first-calls';

// Each definition is the remote's own (client-kit), so the entry lands under the key the remote's hook reads.
type AnyQuery = FetchQueryOptions<any, any, any, any>;
type AnyPagedQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;
/** Starts one query (or the first page of a paged one) in the background. */
type Prefetch = (client: QueryClient) => Promise<void>;
const query =
  (options: AnyQuery): Prefetch =>
  (client) =>
    client.prefetchQuery(options);
const firstPage =
  (options: AnyPagedQuery): Prefetch =>
  (client) =>
    client.prefetchInfiniteQuery(options);

/**
 * The query of each first call (route-first-calls.ts, whose paths the definitions build with the same builders). A
 * call is made only where its path is not null, which for the brand's own reads means a brand is known.
 */
const setupProgress = ({ brandId }: RouteCallContext): Prefetch => query(brandSetupProgressQuery(brandId ?? '', false));
const FIRST_CALL_QUERIES: Record<FirstCall, (context: RouteCallContext) => Prefetch[]> = {
  tasks: ({ brandId }) => [query(tasksQuery(brandId))],
  taskPages: ({ brandId }) => [firstPage(taskPagesQuery(brandId))],
  news: ({ userId }) => [query(newsQuery(userId))],
  brandSetupProgress: (context) => [setupProgress(context)],
  // The brand-setup banner's first answer and its code: the page waits for both before it appears (brand-setup-banner).
  brandSetupBanner: (context) => [setupProgress(context), preloadBrandSetupBanner],
  strategies: ({ brandId }) => [query(strategiesQuery(brandId))],
  recentStrategyCreation: () => [query(recentStrategyCreationQuery())],
  brandData: ({ brandId }) => [query(brandDataQuery(brandId))],
  brandDataThisVisit: ({ brandId }) => [query(brandDataQuery(brandId, 'this-visit'))],
  platforms: () => [query(platformsQuery())],
  files: ({ brandId }) => [query(filesQuery(brandId))],
  aiModels: () => [query(aiModelsQuery())],
};

/**
 * Starts the first queries of the page at `pathname` in the background, so their answers are in the cache by the
 * time the remote's code has loaded and its hooks ask for them (the same definitions, so the same keys: the hooks
 * find the entry, fresh or in flight, and do not call again). The brand-scoped ones wait for the brand list, which
 * the header reads anyway. Failures are left to the page: its own hook reports them (or retries) as before.
 */
export async function prefetchRouteData(queryClient: QueryClient, pathname: string): Promise<void> {
  try {
    const { status, user } = useAuthStore.getState();
    // The pages behind the gates only: the bootstrap calls this for the opened page before the gates have rendered.
    if (!hasFirstCalls(pathname) || status !== 'signedIn' || !user?.publicMetadata.onboardingComplete) return;
    let brandId: string | null;
    try {
      const { brands } = await queryClient.ensureQueryData(userBrandsQuery());
      brandId = resolveActiveBrand(brands, useActiveBrandStore.getState().brand)?.id ?? null;
    } catch {
      return; // The page shows the brand list's failure itself.
    }
    // The session may have ended while the brand list loaded.
    if (useAuthStore.getState().user?.id !== user.id) return;
    const context = { userId: user.id, brandId };
    await Promise.all(firstCallsOf(pathname, context).flatMap((call) => FIRST_CALL_QUERIES[call](context).map((prefetch) => prefetch(queryClient))));
  } finally {
    // What main.js sent for this page has been taken by now (each query sends its call at once); any other is
    // forgotten, and main.js sends no more, so that none answers a later read from minutes ago.
    closeEarlyGets();
  }
}
