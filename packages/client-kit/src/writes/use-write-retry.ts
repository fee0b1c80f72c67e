import { useCallback } from 'react';
import { sendWithRetryAfter, waitingToast } from '../api/refused-write';
import { useToast } from '../ui/use-toast';

/**
 * `sendWithRetryAfter` that tells the person: a write refused with 429 shows 'Not saved yet … will be sent again in
 * N seconds' and is sent once more after `Retry-After`. The screen keeps its pending state (and the edit) meanwhile.
 */
export function useWriteRetry(): <T>(send: () => Promise<T>) => Promise<T> {
  const toast = useToast();
  return useCallback(<T>(send: () => Promise<T>) => sendWithRetryAfter(send, { onWait: (seconds) => toast(waitingToast(seconds)) }), [toast]);
}
