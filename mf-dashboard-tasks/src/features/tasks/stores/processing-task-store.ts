import { create } from 'zustand';
import { readStoredProcessingRecord, removeStoredProcessingRecord, storeProcessingRecord, type ProcessingRecord } from '@navia/client-kit';

export { PROCESSING_TASK_KEY, type ProcessingRecord } from '@navia/client-kit';

/** spec part 1 §9: a record older than 5 minutes is stale, checked every 30 s. */
export const PROCESSING_STALE_MS = 300_000;
export const PROCESSING_CHECK_MS = 30_000;

export const isStale = (record: ProcessingRecord, now: number) => now - record.timestamp > PROCESSING_STALE_MS;

/**
 * The task being executed (client kit's processing record, in local storage so it survives the trip to the writing
 * workspace and back, and a reload). Returns the stored record, or null; a stale or unreadable one is removed.
 */
export function readProcessingRecord(now: number = Date.now()): ProcessingRecord | null {
  const record = readStoredProcessingRecord();
  if (!record || isStale(record, now)) {
    removeStoredProcessingRecord();
    return null;
  }
  return record;
}

export const useProcessingTaskStore = create<{ record: ProcessingRecord | null }>()(() => ({ record: readProcessingRecord() }));

export function startProcessing(taskId: string, now: number = Date.now()): void {
  const record = { taskId, timestamp: now };
  storeProcessingRecord(record);
  useProcessingTaskStore.setState({ record });
}

export function clearProcessing(): void {
  removeStoredProcessingRecord();
  useProcessingTaskStore.setState({ record: null });
}

/**
 * Storage is the source of truth: the create remote (same tab) or another tab may have cleared or replaced the
 * record, and a record goes stale with time alone. Re-reads it, keeps the store in step and returns it.
 */
export function syncProcessing(now: number = Date.now()): ProcessingRecord | null {
  const stored = readProcessingRecord(now);
  const current = useProcessingTaskStore.getState().record;
  if (stored?.taskId !== current?.taskId || stored?.timestamp !== current?.timestamp) {
    useProcessingTaskStore.setState({ record: stored });
  }
  return stored;
}
