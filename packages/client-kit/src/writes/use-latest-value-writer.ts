import { useEffect, useRef, useState } from 'react';
import { waitingToast } from '../api/refused-write';
import { useToast } from '../ui/use-toast';
import { LatestValueWriter } from './latest-value-writer';

/** How long a run of keystrokes may pause before its last value is sent. */
export const EDIT_COALESCE_MS = 400;

export interface LatestValueWriterHandle<T> {
  write: (value: T) => void;
  retry: () => void;
}

/**
 * A LatestValueWriter for a component: a 429 is told as 'Not saved yet …' and waited out, anything still failing
 * goes to `onError` (with the value, kept for `retry`), and what is pending is sent when the component goes away.
 */
export function useLatestValueWriter<T>(
  send: (value: T) => Promise<unknown>,
  onError: (error: unknown, value: T) => void,
  delayMs = EDIT_COALESCE_MS,
): LatestValueWriterHandle<T> {
  const toast = useToast();
  // The writer outlives renders; it reads the latest callbacks through refs.
  const latest = useRef({ send, onError, toast });
  latest.current = { send, onError, toast };
  const [writer] = useState(
    () =>
      new LatestValueWriter<T>({
        delayMs,
        send: (value) => latest.current.send(value),
        onWait: (seconds) => latest.current.toast(waitingToast(seconds)),
        onError: (error, value) => latest.current.onError(error, value),
      }),
  );
  useEffect(() => () => void writer.flush(), [writer]);
  const [handle] = useState<LatestValueWriterHandle<T>>(() => ({ write: (value) => writer.write(value), retry: () => void writer.retry() }));
  return handle;
}
