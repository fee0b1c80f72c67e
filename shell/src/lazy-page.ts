import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so pages keep named exports and still load on demand. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
