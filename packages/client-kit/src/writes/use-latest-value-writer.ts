import { useEffect, useState } from 'react';
import { waitingToast } from '../api/refused-write';
import { useLatest } from '../hooks/use-latest';
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
 * goes to `onError` (with the value, kept for `retry`, and that retry for a toast's action), and what is pending is sent when the component goes away.
 */
export function useLatestValueWriter<T>(
  send: (value: T) => Promise<unknown>,
  onError: (error: unknown, value: T, retry: () => void) => void,
  delayMs = EDIT_COALESCE_MS,
): LatestValueWriterHandle<T> {
  const toast = useToast();
  // The writer outlives renders; it reads the latest callbacks through refs.
  const latest = useLatest({ send, onError, toast });
  const [writer] = useState(() => {
    const made: LatestValueWriter<T> = new LatestValueWriter<T>({
      delayMs,
      send: (value) => latest.current.send(value),
      onWait: (seconds) => latest.current.toast(waitingToast(seconds)),
      onError: (error, value) => latest.current.onError(error, value, () => void made.retry()),
    });
    return made;
  });
  useEffect(() => () => void writer.flush(), [writer]);
  const [handle] = useState<LatestValueWriterHandle<T>>(() => ({ write: (value) => writer.write(value), retry: () => void writer.retry() }));
  return handle;
}
