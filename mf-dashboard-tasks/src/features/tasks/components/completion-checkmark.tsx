import { useEffect, type CSSProperties } from 'react';
import { useCspNonce } from '@navia/client-kit';
import { TaskIcon } from './task-icons';

/** spec part 1 §9: the completion checkmark shows for 1.2 s. */
export const CHECKMARK_MS = 1_200;

const KEYFRAMES = `
@keyframes navia-task-check-pop {
  0% { transform: scale(0.4); opacity: 0; }
  25% { transform: scale(1.08); opacity: 1; }
  80% { transform: scale(1); opacity: 1; }
  100% { transform: scale(1); opacity: 0; }
}
@media (prefers-reduced-motion: reduce) {
  .navia-task-check { animation: none !important; }
}`;

/**
 * The brief full-screen checkmark played when a task is completed (spec part 1 §2 "Task card"). It lets clicks
 * through, so the person can carry on at once, and says 'Task completed' to screen readers. `playKey` changes per
 * completion so two completions in a row each get their full 1.2 s.
 */
export function CompletionCheckmark({ playKey, onDone }: { playKey: number; onDone: () => void }) {
  // The page's policy applies an inline <style> only with its nonce.
  const nonce = useCspNonce();
  useEffect(() => {
    const timer = setTimeout(onDone, CHECKMARK_MS);
    return () => clearTimeout(timer);
  }, [playKey, onDone]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="completion-checkmark"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        background: 'rgba(255, 255, 255, 0.35)',
      }}
    >
      <style nonce={nonce}>{KEYFRAMES}</style>
      <div
        key={playKey}
        className="navia-task-check"
        style={{
          width: 128,
          height: 128,
          borderRadius: '50%',
          background: '#2f9e44',
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.2)',
          animation: `navia-task-check-pop ${CHECKMARK_MS}ms ease-out forwards`,
        }}
      >
        <TaskIcon kind="check" size={72} />
      </div>
      <span style={VISUALLY_HIDDEN}>Task completed</span>
    </div>
  );
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
