/**
 * Some reads are made once per visit to a page, not once per session (spec part 2 §7: the writing workspace's
 * platforms and brand record, which may change in another tab). Their staleTime used to be 0, which also made the
 * page's mount ask again for the answer the shell had just fetched for that same visit while the page's code
 * loaded. A visit starts when the shell's location moves to another path; an answer fetched since then is fresh.
 *
 * The first page of a page load has been visited since the load began: the shell starts its data as soon as the
 * session is restored, before the page renders (issue 16), and those answers belong to this visit.
 */
let visitStartedAt = 0;
let pageRendered = false;

/** The shell calls this whenever it renders a page for a path: the first time it is the page the load opened on. */
export function startRouteVisit(now: number = Date.now()): void {
  if (!pageRendered) {
    pageRendered = true;
    return;
  }
  visitStartedAt = now;
}

/** staleTime for a read made once per page visit: this visit's answer is fresh, an earlier visit's is stale. */
export function freshThisVisit(query: { state: { dataUpdatedAt: number } }): number {
  return query.state.dataUpdatedAt >= visitStartedAt ? Infinity : 0;
}
