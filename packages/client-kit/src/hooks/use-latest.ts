import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the value of the latest committed render, for callbacks that outlive a render (timers, writers,
 * event handlers made once). It is updated in a layout effect, not during render: a render that React throws away
 * (concurrent rendering, StrictMode's second pass) must not leak its value, and the ref is current before any event
 * or timer can read it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
