/**
 * spec part 2 §4 "Task run": after POST /api/tasks/{id}/execute the run is polled every 2 s until it is done. The
 * run (GET /api/tasks/{id}/execution) names its file, which is then loaded by id: no file list is read and no file
 * name is matched (docs/architecture.md "Task execution").
 */
export const RUN_POLL_MS = 2000;
/**
 * The poll gives up after this long (the spec sets no limit). Matches the processing record's staleness (spec part
 * 1 §9: 5 minutes), after which the tasks page forgets the run anyway.
 */
export const TASK_RUN_TIMEOUT_MS = 300_000;
