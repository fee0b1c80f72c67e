import { z } from 'zod';

/**
 * The task being executed (spec part 1 §4 "Task processing"): `{ taskId, timestamp }` under this key in local
 * storage. The tasks remote writes it before it opens /create?taskId=…&executing=true and shows 'Processing...'
 * while it lasts; the create remote clears it when the run ends or fails. Both read this one declaration (remotes do
 * not import each other).
 */
export const PROCESSING_TASK_KEY = 'navia.processingTask';

export const ProcessingRecord = z.object({ taskId: z.string().min(1), timestamp: z.number() });
export type ProcessingRecord = z.infer<typeof ProcessingRecord>;

/** The stored record as it is (stale or not), or null when there is none, it is unreadable or storage is off. */
export function readStoredProcessingRecord(): ProcessingRecord | null {
  try {
    const raw = localStorage.getItem(PROCESSING_TASK_KEY);
    if (!raw) return null;
    const parsed = ProcessingRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether anything at all is stored under the key (a readable record or not). */
export function hasStoredProcessingRecord(): boolean {
  try {
    return localStorage.getItem(PROCESSING_TASK_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeProcessingRecord(record: ProcessingRecord): void {
  try {
    localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify(record));
  } catch {
    // Without storage the caller's in-memory copy is all there is.
  }
}

export function removeStoredProcessingRecord(): void {
  try {
    localStorage.removeItem(PROCESSING_TASK_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
