/**
 * Some reads are made once per visit to a page, not once per session (spec part 2 §7: the writing workspace's
 * platforms and brand record, which may change in another tab). Their staleTime used to be 0, which also made the
 * page's mount ask again for the answer the shell had just fetched for that same visit while the page's code
 * loaded. A visit starts when the shell's location moves to another path; an answer fetched since then is fresh.
 */
let visitStartedAt = 0;

/** The shell calls this whenever its location moves to another path. */
export function startRouteVisit(now: number = Date.now()): void {
  visitStartedAt = now;
}

/** staleTime for a read made once per page visit: this visit's answer is fresh, an earlier visit's is stale. */
export function freshThisVisit(query: { state: { dataUpdatedAt: number } }): number {
  return query.state.dataUpdatedAt >= visitStartedAt ? Infinity : 0;
}
