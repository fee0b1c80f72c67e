import { useLayoutEffect, useRef } from 'react';

/** Marks the element that takes focus when no task checkbox is left to take it (the list's region). */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-task-focus-fallback';

const CHECKBOXES = 'article[data-task-id] input[type="checkbox"]:not(:disabled)';

/** Where focus may go, best first: the next open checkbox, the previous ones, then the list. */
function focusCandidates(card: HTMLElement, checkbox: Element): HTMLElement[] {
  // Not the same task's other card (a completed task can already be placed further down, in Past Completed Tasks).
  const sameTask = (box: Element) => box.closest<HTMLElement>('article')?.dataset.taskId === card.dataset.taskId;
  const others = Array.from(document.querySelectorAll<HTMLInputElement>(CHECKBOXES)).filter((box) => !card.contains(box) && !sameTask(box));
  const following = others.filter((box) => checkbox.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
  const preceding = others.filter((box) => !following.includes(box)).reverse();
  const fallback = card.closest<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
  return [...following, ...preceding, ...(fallback ? [fallback] : [])];
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

function focusFirstPresent(candidates: HTMLElement[]) {
  candidates.find((element) => element.isConnected && !(element instanceof HTMLInputElement && element.disabled))?.focus();
}

/**
 * Completing a task re-sorts the list (completed after open ones of the same day), moves its card to Past Completed
 * Tasks, or drops it (the dashboard, hidden completed tasks). A moved or removed node loses focus, and the browser
 * puts it on the page body: a keyboard user completing tasks with Space would start again from the top each time.
 * So when the checkbox had focus, focus goes to the next task's checkbox (the previous one at the end of the list),
 * else to the list, chosen in the order the person saw when they pressed it.
 *
 * `remember` is called on a toggle; the layout effects run right after React has moved or removed the nodes, so
 * focus is handed on before anything else can take it. A cleanup runs while the card's nodes are still in the page.
 */
export function useCompletionFocus<T extends HTMLElement>(updating: boolean) {
  const cardRef = useRef<T>(null);
  const handoff = useRef<HTMLElement[] | null>(null);
  const seenUpdating = useRef(false);

  const remember = () => {
    const card = cardRef.current;
    const checkbox = card?.querySelector('input[type="checkbox"]');
    handoff.current = card && checkbox && document.activeElement === checkbox ? focusCandidates(card, checkbox) : null;
  };

  // Every commit of the card: a move of its node (a re-sort) shows up here as focus on the body.
  useLayoutEffect(() => {
    if (!handoff.current) return;
    if (updating) seenUpdating.current = true;
    if (focusLost()) {
      focusFirstPresent(handoff.current);
      handoff.current = null;
    } else if (!updating && seenUpdating.current) {
      // The change is over and focus stayed where it was (a refused change, or the card did not move).
      handoff.current = null;
      seenUpdating.current = false;
    }
  });

  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      const checkbox = card?.querySelector('input[type="checkbox"]');
      if (!card || !checkbox || document.activeElement !== checkbox) return;
      const candidates = focusCandidates(card, checkbox);
      // After the commit that removes the card: its neighbours may be moving too.
      setTimeout(() => {
        if (focusLost()) focusFirstPresent(candidates);
      }, 0);
    };
  }, []);

  return { cardRef, remember };
}
