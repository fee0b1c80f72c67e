import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while the page is rendered on the server (shell/server/render-first-screen.tsx), false in the browser: for a
 * component whose first browser render shows less on purpose (a list rendered as a transition starts empty) but whose
 * server render must show the page as it stands.
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
