import { createStore, useStore, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * A zustand store of the app's own state (the session, the active brand, the runtime settings) that a server render
 * of a page reads as it stands. zustand's hook gives React the store's *initial* state as the server snapshot, which
 * is right for hydration; the app does not hydrate (the first screen rendered on the server is replaced by a client
 * render, shell/server/render-first-screen.tsx), so a server render must see the state it set for its request, not
 * the state the module was created with. In the browser the server snapshot is never read.
 */
export function createSharedStore<T>(initialState: () => T): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(initialState);
  api.getInitialState = api.getState;
  const useBoundStore = ((selector?: (state: T) => unknown) => useStore(api, selector as (state: T) => unknown)) as UseBoundStore<StoreApi<T>>;
  return Object.assign(useBoundStore, api);
}
