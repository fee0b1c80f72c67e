import { createQueryClient } from './query-client';
import { freshThisVisit, startRouteVisit } from './route-visit';

const KEY = ['/api/platforms'];

it("counts this visit's answer as fresh and an earlier visit's as stale", () => {
  const client = createQueryClient();
  startRouteVisit(1_000);
  client.setQueryData(KEY, { platforms: [] }, { updatedAt: 2_000 });
  const query = client.getQueryCache().find({ queryKey: KEY })!;
  // Fetched by the shell for this visit: the page's mount does not ask again.
  expect(freshThisVisit(query)).toBe(Infinity);
  // The next visit to a page reads it afresh.
  startRouteVisit(3_000);
  expect(freshThisVisit(query)).toBe(0);
});
