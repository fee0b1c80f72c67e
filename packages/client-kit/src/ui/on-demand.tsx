import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy for a named export, so modules keep named exports and still load on demand: the shell's pages and
 * sign-in dialogs, a remote's dialogs that are closed on arrival.
 */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Renders `children` (a dialog made with lazyNamed) from the first time `open` is true, and from then on, so the
 * dialog's code loads when it is first opened, closing plays its animation and reopening is instant. Each has its own
 * Suspense boundary: a dialog that is loading must not hide another that is open.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  // State derived from an earlier render (React's "storing information from previous renders"): no effect needed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
