import type { CSSProperties } from 'react';

// Inline icons: this remote does not depend on an icon package, and two glyphs do not justify one.
const PATHS = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  chevron: <path d="M9 6l6 6-6 6" />,
};

export function TaskIcon({ kind, size = '1em', style }: { kind: keyof typeof PATHS; size?: number | string; style?: CSSProperties }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={2.2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={style}>
      {PATHS[kind]}
    </svg>
  );
}
