import { GENERATED_FILE_MARKER } from '@navia/contracts';

/**
 * spec part 2 §4 "Task run": after POST /api/tasks/{id}/execute the files list is polled every 2 s until a new file
 * appears, created after the start and with 'Navia Created Content' in its name.
 */
export const FILE_POLL_MS = 2000;
/**
 * The poll gives up after this long (the spec sets no limit). Matches the processing record's staleness (spec part
 * 1 §9: 5 minutes), after which the tasks page forgets the run anyway.
 */
export const TASK_RUN_TIMEOUT_MS = 300_000;
/**
 * createdAt is the server's clock and the start is the browser's: a browser clock a little ahead must not hide the
 * file the run just made, so 'after the start' allows this much skew.
 */
export const CLOCK_SKEW_MS = 5000;

export interface ListedFile {
  id: string;
  name: string;
  createdAt?: string | null;
  sourceTaskId?: string | null;
}

/**
 * The file the run produced, or null while it has not appeared. The newest match wins. A file that names another
 * task as its source is never taken, even with the marker, so two runs in two tabs do not swap files.
 */
export function findTaskFile<T extends ListedFile>(files: readonly T[], startedAt: number, taskId: string): T | null {
  const matches = files.filter((file) => {
    if (file.sourceTaskId && file.sourceTaskId !== taskId) return false;
    if (!file.name.includes(GENERATED_FILE_MARKER)) return false;
    const created = file.createdAt ? Date.parse(file.createdAt) : NaN;
    return !Number.isNaN(created) && created >= startedAt - CLOCK_SKEW_MS;
  });
  matches.sort((a, b) => Date.parse(b.createdAt as string) - Date.parse(a.createdAt as string));
  return matches[0] ?? null;
}
