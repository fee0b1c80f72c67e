import type { TaskListItem } from '@navia/contracts';
import type { ProcessingRecord } from '@navia/client-kit';
import { hasContent } from './task-actions';

/**
 * How long a processing record may wait for the server to confirm its run. Start records the task before the writing
 * workspace asks the server to execute it (spec part 1 §4); until the server marks the task 'processing' the record
 * is only a promise. A record the server never confirmed within this time belongs to a run that was never started
 * (the person went Back before the workspace sent it): it stops blocking instead of lasting the spec's 5 minutes.
 * Dropping it early is safe: a second execute for a run that is in fact queued answers that same run.
 */
export const PROCESSING_START_GRACE_MS = 15_000;

/**
 * What the tasks list (the server) says about the recorded run:
 *  - 'finished': the task has its content, was completed, or its run failed: the record is done with;
 *  - 'running': the server is executing it, or it was started moments ago and the server has not caught up yet;
 *  - 'abandoned': never confirmed by the server within the grace time;
 *  - 'unknown': the task is not in this list (another brand, removed): it blocks nothing here.
 */
export type ProcessingRun = 'finished' | 'running' | 'abandoned' | 'unknown';

export function processingRun(record: ProcessingRecord, task: TaskListItem | undefined, now: number): ProcessingRun {
  if (!task) return 'unknown';
  if (hasContent(task) || task.status === 'completed' || task.processingStatus === 'failed') return 'finished';
  if (task.processingStatus === 'processing' || task.status === 'processing') return 'running';
  return now - record.timestamp > PROCESSING_START_GRACE_MS ? 'abandoned' : 'running';
}
