import { hasStoredProcessingRecord, readStoredProcessingRecord, removeStoredProcessingRecord } from '@navia/client-kit';

/**
 * Removes the tasks page's processing record (client kit, spec part 1 §4 "Task processing") when it is this task's
 * (or unreadable), so the task's button stops saying 'Processing...'. Another task's record is left alone: it
 * belongs to a run started since, in this tab or another.
 */
export function clearProcessingRecord(taskId: string): void {
  if (!hasStoredProcessingRecord()) return;
  const record = readStoredProcessingRecord();
  if (record === null || record.taskId === taskId) removeStoredProcessingRecord();
}
