import { useEffect } from 'react';
import { PROCESSING_CHECK_MS, PROCESSING_TASK_KEY, syncProcessing } from '../stores/processing-task-store';

/**
 * spec part 1 §4: a stale processing record is discarded on load and by a check every 30 s. "Load" is each time the
 * page mounts, since the module (and its store) outlives a visit to the writing workspace. Changes made by another
 * tab arrive as storage events.
 */
export function useProcessingExpiry(): void {
  useEffect(() => {
    syncProcessing();
    const timer = setInterval(() => syncProcessing(), PROCESSING_CHECK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === PROCESSING_TASK_KEY) syncProcessing();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
