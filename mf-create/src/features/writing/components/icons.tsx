import type { ReactNode } from 'react';

/**
 * The few icons the workspace draws, as inline SVG: the icon package is not a dependency of this remote, and these
 * are cheaper than adding it. Decorative (aria-hidden): every button that shows one has a text name.
 */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      {children}
    </svg>
  );
}

export const CrownIcon = () => (
  <Svg>
    <path d="M3 18h18M4 8l4 4 4-6 4 6 4-4-2 10H6L4 8z" />
  </Svg>
);
export const QuoteIcon = () => (
  <Svg>
    {/* A quoted paragraph: the bar at its side and its lines (a drawn quotation mark blurs at toolbar size). */}
    <path d="M4 5v14M9 6h11M9 12h11M9 18h7" />
  </Svg>
);
export const LinkIcon = () => (
  <Svg>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
export const RuleIcon = () => (
  <Svg>
    <path d="M3 12h18" />
  </Svg>
);
export const UndoIcon = () => (
  <Svg>
    <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
  </Svg>
);
export const RedoIcon = () => (
  <Svg>
    <path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
  </Svg>
);
export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const ExternalIcon = () => (
  <Svg>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
export const CopyIcon = () => (
  <Svg>
    <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
  </Svg>
);
