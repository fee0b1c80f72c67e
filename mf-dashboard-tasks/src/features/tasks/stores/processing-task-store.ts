import { create } from 'zustand';
import { z } from 'zod';

/**
 * The task being executed (spec part 1 §4 "Task processing"): `{ taskId, timestamp }` in local storage, so it
 * survives the trip to the writing workspace and back, and a reload. Stored as the bare record (no wrapper), so the
 * create remote can read and clear the same entry.
 */
export const PROCESSING_TASK_KEY = 'navia.processingTask';
/** spec part 1 §9: a record older than 5 minutes is stale, checked every 30 s. */
export const PROCESSING_STALE_MS = 300_000;
export const PROCESSING_CHECK_MS = 30_000;

const ProcessingRecord = z.object({ taskId: z.string().min(1), timestamp: z.number() });
export type ProcessingRecord = z.infer<typeof ProcessingRecord>;

export const isStale = (record: ProcessingRecord, now: number) => now - record.timestamp > PROCESSING_STALE_MS;

function removeStored(): void {
  try {
    localStorage.removeItem(PROCESSING_TASK_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

function parseRecord(raw: string): ProcessingRecord | null {
  try {
    const parsed = ProcessingRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored record, or null; a stale or unreadable one is removed on the way. */
export function readProcessingRecord(now: number = Date.now()): ProcessingRecord | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PROCESSING_TASK_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const record = parseRecord(raw);
  if (!record || isStale(record, now)) {
    removeStored();
    return null;
  }
  return record;
}

export const useProcessingTaskStore = create<{ record: ProcessingRecord | null }>()(() => ({ record: readProcessingRecord() }));

export function startProcessing(taskId: string, now: number = Date.now()): void {
  const record = { taskId, timestamp: now };
  try {
    localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify(record));
  } catch {
    // Without storage the record still holds in memory for this tab.
  }
  useProcessingTaskStore.setState({ record });
}

export function clearProcessing(): void {
  removeStored();
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
