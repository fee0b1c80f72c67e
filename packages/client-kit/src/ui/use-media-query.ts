import { useCallback, useSyncExternalStore } from 'react';

import { MOBILE_LAYOUT_QUERY } from '@navia/contracts/src/web/first-screen';

export { MOBILE_LAYOUT_QUERY };

let serverMatches: (query: string) => boolean = () => false;

/**
 * What the media queries answer in a server render (shell/server/render-first-screen.tsx), for the screen it draws
 * the page for; by default none matches (a wide screen).
 */
export function setServerMediaMatches(matches: (query: string) => boolean): void {
  serverMatches = matches;
}

/** Whether a CSS media query matches now, following changes (window resizes, device rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      // Some embedded browsers never fire 'change' for width queries; a resize always re-reads the answer.
      window.addEventListener('resize', onChange);
      return () => {
        list.removeEventListener('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => serverMatches(query));
}

/**
 * Whether the page is in the mobile layout. Read from matchMedia in the first render, where antd's
 * Grid.useBreakpoint answers `{}` until its layout effect has measured and then re-renders synchronously: used by
 * the signed-in layout, that second render was every component of a page's first screen again, in one task of
 * 200–300 ms at 4× CPU right after the page's commit (docs/performance.md, issue 16).
 */
export function useMobileLayout(): boolean {
  return useMediaQuery(MOBILE_LAYOUT_QUERY);
}
