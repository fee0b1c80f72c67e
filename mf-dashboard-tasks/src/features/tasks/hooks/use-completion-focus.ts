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

/**
 * Completing a task can take its card out of the list: into Past Completed Tasks (another list, folded by default),
 * off the dashboard's Today's Tasks, or out of sight when completed tasks are hidden. The browser then drops focus
 * to the page body, and a keyboard user completing tasks with Space starts again from the top each time. So when
 * the card goes while its checkbox has focus, focus moves to the next task's checkbox (the previous one at the end
 * of the list), else to the list, in the order the person saw. (A card only re-sorted within its list keeps focus:
 * React puts it back on a moved node.)
 *
 * A layout-effect cleanup runs while the card's nodes are still in the page, so the neighbours can be read; focus
 * moves once the commit is over, to the first of them still there.
 */
export function useCompletionFocus<T extends HTMLElement>() {
  const cardRef = useRef<T>(null);
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      const checkbox = card?.querySelector('input[type="checkbox"]');
      if (!card || !checkbox || document.activeElement !== checkbox) return;
      const candidates = focusCandidates(card, checkbox);
      setTimeout(() => {
        // Something else took focus meanwhile: leave it there.
        if (document.activeElement && document.activeElement !== document.body) return;
        candidates.find((element) => element.isConnected && !(element instanceof HTMLInputElement && element.disabled))?.focus();
      }, 0);
    };
  }, []);
  return cardRef;
}
