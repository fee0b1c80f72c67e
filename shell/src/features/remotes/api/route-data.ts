import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
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

/**
 * What a page's first queries need to know, resolved the way the remote's hooks resolve it: the signed-in user and
 * the active brand (the stored choice if it is still one of the user's brands, else the default, else the first;
 * null when the user has none, which the brand-scoped reads treat as "the server's default brand").
 */
interface RouteDataContext {
  userId: string;
  brandId: string | null;
}

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
/** The brand-setup banner's first answer and its code: the page waits for both before it appears (brand-setup-banner). */
const setupBanner = (brandId: string): Prefetch[] => [query(brandSetupProgressQuery(brandId, false)), preloadBrandSetupBanner];

const dashboard = ({ userId, brandId }: RouteDataContext): Prefetch[] => [
  query(tasksQuery(brandId)),
  query(newsQuery(userId)),
  ...(brandId ? [query(brandSetupProgressQuery(brandId, false))] : []),
];
const writing = ({ brandId }: RouteDataContext): Prefetch[] => [
  query(platformsQuery()),
  ...(brandId ? [query(brandDataQuery(brandId, 'this-visit'))] : []),
  query(filesQuery(brandId)),
  query(aiModelsQuery()),
];

/**
 * The first queries of each page a remote renders (spec part 1 §2 route table), by the shell's path pattern. Only
 * what the page shows on arrival: dialogs and later steps read their own data when opened.
 */
export const ROUTE_DATA: { path: string; queries: (context: RouteDataContext) => Prefetch[] }[] = [
  { path: '/', queries: dashboard },
  { path: '/dashboard', queries: dashboard },
  { path: '/tasks', queries: ({ brandId }) => [firstPage(taskPagesQuery(brandId)), query(strategiesQuery(brandId))] },
  // Issue 17: the calendar places every dated task.
  { path: '/calendar', queries: ({ brandId }) => [query(tasksQuery(brandId))] },
  {
    path: '/strategies',
    queries: ({ brandId }) => [
      query(strategiesQuery(brandId)),
      query(recentStrategyCreationQuery()),
      ...(brandId ? setupBanner(brandId) : []),
    ],
  },
  // Every brand-profile section reads the whole record, and the brand-setup banner tops each one.
  {
    path: '/brand-profile/*',
    queries: ({ brandId }) => (brandId ? [query(brandDataQuery(brandId)), ...setupBanner(brandId)] : []),
  },
  { path: '/create', queries: writing },
  { path: '/create/writing', queries: writing },
];

/**
 * Starts the first queries of the page at `pathname` in the background, so their answers are in the cache by the
 * time the remote's code has loaded and its hooks ask for them (the same definitions, so the same keys: the hooks
 * find the entry, fresh or in flight, and do not call again). The brand-scoped ones wait for the brand list, which
 * the header reads anyway. Failures are left to the page: its own hook reports them (or retries) as before.
 */
export async function prefetchRouteData(queryClient: QueryClient, pathname: string): Promise<void> {
  const route = ROUTE_DATA.find(({ path }) => matchPath(path, pathname));
  const { status, user } = useAuthStore.getState();
  // The pages behind the gates only: the bootstrap calls this for the opened page before the gates have rendered.
  if (!route || status !== 'signedIn' || !user?.publicMetadata.onboardingComplete) return;
  let brandId: string | null;
  try {
    const { brands } = await queryClient.ensureQueryData(userBrandsQuery());
    brandId = resolveActiveBrand(brands, useActiveBrandStore.getState().brand)?.id ?? null;
  } catch {
    return; // The page shows the brand list's failure itself.
  }
  // The session may have ended while the brand list loaded.
  if (useAuthStore.getState().user?.id !== user.id) return;
  await Promise.all(route.queries({ userId: user.id, brandId }).map((prefetch) => prefetch(queryClient)));
}
