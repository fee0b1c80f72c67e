import { useEffect, useState } from 'react';

/**
 * "First visit" is the dashboard view that ends the sign-up journey: the onboarding wizard marks the user when the
 * server has accepted their onboarding, and the dashboard greets them 'Welcome, {name}' once, consuming the mark.
 * Every later view (a reload, another day, another device) is a return: 'Welcome back, {name}'. The mark is per
 * user and local, like the other browser storage entries (spec part 1 §3); a person who never finished onboarding
 * in this browser is not new here.
 */
export const firstVisitKey = (userId: string) => `navia.firstVisit.${userId}`;

export function markFirstVisit(userId: string): void {
  try {
    localStorage.setItem(firstVisitKey(userId), '1');
  } catch {
    // Without storage the person is greeted 'Welcome back', which is still true the next time.
  }
}

function readMark(userId: string | undefined): boolean {
  try {
    return userId !== undefined && localStorage.getItem(firstVisitKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Whether this view is the user's first, decided once per mount (the greeting does not change under them). */
export function useFirstVisit(userId: string | undefined): boolean {
  // The mark is read on mount and again when the user changes (known only after the page mounted): adjusted while
  // rendering, with the user it was read for kept in state, so that render already greets. Once first, it stays so.
  const [decided, setDecided] = useState(() => ({ userId, first: readMark(userId) }));
  let first = decided.first;
  if (decided.userId !== userId) {
    first = first || readMark(userId);
    setDecided({ userId, first });
  }

  // Consuming the mark writes storage, so it waits for the commit of the view that greeted.
  useEffect(() => {
    if (!userId || !readMark(userId)) return;
    try {
      localStorage.removeItem(firstVisitKey(userId));
    } catch {
      // Nothing to undo: the greeting is right for this view either way.
    }
  }, [userId]);
  return first;
}
