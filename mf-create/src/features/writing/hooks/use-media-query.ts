import { useCallback, useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** spec part 2 §9: the writing workspace's mobile breakpoint is 768 px (mobile is under it). */
export const WRITING_MOBILE_QUERY = '(max-width: 767px)';
export const useIsMobile = () => useMediaQuery(WRITING_MOBILE_QUERY);
