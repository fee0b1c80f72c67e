import type { QueryClient } from '@tanstack/react-query';

const KEY = ['/api/platforms'];

type Visits = typeof import('./route-visit');

/** A page load's own route-visit state and query client: the module keeps the visit for the whole page. */
function pageLoad(): Visits & { client: QueryClient } {
  let loaded!: Visits & { client: QueryClient };
  jest.isolateModules(() => {
    const visits = require('./route-visit') as Visits;
    const { createQueryClient } = require('./query-client') as typeof import('./query-client');
    loaded = { ...visits, client: createQueryClient() };
  });
  return loaded;
}

const platformsQuery = (client: QueryClient) => client.getQueryCache().find({ queryKey: KEY })!;

it("counts this visit's answer as fresh and an earlier visit's as stale", () => {
  const { client, startRouteVisit, freshThisVisit } = pageLoad();
  startRouteVisit(1_000); // the page the load opened on
  startRouteVisit(2_000); // the next page
  client.setQueryData(KEY, { platforms: [] }, { updatedAt: 3_000 });
  // Fetched by the shell for this visit: the page's mount does not ask again.
  expect(freshThisVisit(platformsQuery(client))).toBe(Infinity);
  // The next visit to a page reads it afresh.
  startRouteVisit(4_000);
  expect(freshThisVisit(platformsQuery(client))).toBe(0);
});

it('counts what was fetched for the opened page before it rendered as that visit\'s', () => {
  const { client, startRouteVisit, freshThisVisit } = pageLoad();
  // The shell starts the opened page's data once the session is restored, before the page's first render.
  client.setQueryData(KEY, { platforms: [] }, { updatedAt: 500 });
  startRouteVisit(1_000);
  expect(freshThisVisit(platformsQuery(client))).toBe(Infinity);
  startRouteVisit(2_000);
  expect(freshThisVisit(platformsQuery(client))).toBe(0);
});
