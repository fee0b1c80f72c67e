/**
 * The undo/redo history of the editor (spec part 2 §4 "Undo and redo history of edits is kept for the session").
 * A pure value: every function returns a new history, so the workspace keeps it in React state and tests can drive
 * it without a screen.
 *
 * Typing is coalesced: keystrokes that follow each other within TYPING_PAUSE_MS make one step, so Undo takes back a
 * burst of typing (as every editor does) instead of one character. Toolbar commands, generated drafts and pastes are
 * always their own step.
 */
export interface EditorHistory {
  past: readonly string[];
  present: string;
  future: readonly string[];
  /** When the last coalescable edit happened, or null when the last step must not absorb the next keystroke. */
  typingAt: number | null;
}

export type EditKind = 'typing' | 'command';

/** A pause longer than this starts a new undo step. */
export const TYPING_PAUSE_MS = 1000;
/** Oldest steps are dropped beyond this, so a long session cannot grow the history without bound. */
export const HISTORY_LIMIT = 200;

export function createHistory(present = ''): EditorHistory {
  return { past: [], present, future: [], typingAt: null };
}

export function recordEdit(history: EditorHistory, next: string, kind: EditKind, now: number): EditorHistory {
  if (next === history.present) return history;
  const coalesce = kind === 'typing' && history.typingAt !== null && now - history.typingAt <= TYPING_PAUSE_MS && history.past.length > 0;
  if (coalesce) return { ...history, present: next, future: [], typingAt: now };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], typingAt: kind === 'typing' ? now : null };
}

export const canUndo = (history: EditorHistory) => history.past.length > 0;
export const canRedo = (history: EditorHistory) => history.future.length > 0;

export function undo(history: EditorHistory): EditorHistory {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], typingAt: null };
}

export function redo(history: EditorHistory): EditorHistory {
  if (!canRedo(history)) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next, future: rest, typingAt: null };
}
