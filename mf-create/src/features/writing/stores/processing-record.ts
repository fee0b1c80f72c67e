import { z } from 'zod';

/**
 * The tasks page's processing record (spec part 1 §4 "Task processing"): `{ taskId, timestamp }` under this key in
 * local storage, written before it opens /create?taskId=…&executing=true. The writing workspace clears it when the
 * run ends or fails, so the task's button stops saying 'Processing...'.
 *
 * Re-declared here rather than imported: remotes do not import each other (CONVENTIONS "No imports across
 * remotes"). The key and shape must stay equal to mf-dashboard-tasks' processing-task-store.ts; moving both to the
 * client kit is the lasting fix (see the create issue's report).
 */
export const PROCESSING_TASK_KEY = 'navia.processingTask';

const ProcessingRecord = z.object({ taskId: z.string().min(1), timestamp: z.number() });

function read(): z.infer<typeof ProcessingRecord> | null {
  try {
    const raw = localStorage.getItem(PROCESSING_TASK_KEY);
    if (!raw) return null;
    const parsed = ProcessingRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Removes the record when it is this task's (or unreadable). Another task's record is left alone: it belongs to a
 * run started since, in this tab or another.
 */
export function clearProcessingRecord(taskId: string): void {
  try {
    if (localStorage.getItem(PROCESSING_TASK_KEY) === null) return;
    const record = read();
    if (record === null || record.taskId === taskId) localStorage.removeItem(PROCESSING_TASK_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
