import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so modules keep named exports and still load on demand: the shell's pages and
 * sign-in dialogs, a remote's dialogs that are closed on arrival.
 */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Whether `open` has been true in this or an earlier render: a dialog loaded on its first opening is rendered from
 * then on, so closing plays its animation and reopening is instant. (State derived from an earlier render, React's
 * "storing information from previous renders": no effect needed.)
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
