import {
  PLATFORM_REQUIRES_UPGRADE,
  planAllowsPlatform,
  taskExecutionJobId,
  tasksInternal,
  type ExecuteTaskResponse,
} from '@navia/contracts';
import { AppError, planLimitReached, validationError } from '@navia/service-kit';
import { TASK_EXECUTION_JOB } from '../jobs/task-execution.target';
import type { TaskExecutionRow } from '../repositories/task-executions-repository';
import { announce, executable, NOT_EXECUTABLE_MESSAGE, TASK_NOT_EXECUTABLE } from '../task-execution/task-run';
import { userClock } from '../usage/user-clock';
import type { Caller, ContentDeps } from '../deps';
import { assertContentLeft } from './assert-content-left';
import { assertRoomForFile } from './file-limits';

/**
 * POST /api/tasks/{id}/execute: checks the task can be written (its format, the plan's platform, content and file
 * limits), then queues `content.task-execution`. One run per task at a time: a call while a run is queued or running
 * (a double click, a retry of the call) answers that run and queues nothing new; a call after a completed run whose
 * file still exists answers the file; a failed run, or a completed one whose file was deleted, starts the next run.
 * A new run is announced to the tasks service with the run itself (outbox), so the task shows 'processing'. The
 * body's `strategyId` (the spec's payload) is not needed, the task names its strategy; when sent it must match.
 */
export async function startTaskExecution(deps: ContentDeps, caller: Caller, taskId: string, strategyId?: string): Promise<ExecuteTaskResponse> {
  const { userId, plan } = caller;
  const { task } = await deps.tasks.call(tasksInternal.getTask, [userId, taskId]);
  if (strategyId && strategyId !== task.strategyId) throw validationError('strategyId: The task belongs to another strategy', 'strategyId');
  if (!executable(task)) throw new AppError(TASK_NOT_EXECUTABLE, 422, NOT_EXECUTABLE_MESSAGE, 'id');
  const format = await deps.catalogue.format(task.formatId);
  if (!format) throw new AppError(TASK_NOT_EXECUTABLE, 422, NOT_EXECUTABLE_MESSAGE, 'id');
  if (!planAllowsPlatform(plan, format.platform_id)) throw planLimitReached(PLATFORM_REQUIRES_UPGRADE, 'platformId');
  const taskDetails = { taskId, taskTitle: task.title, strategyId: task.strategyId, formatId: format.id, platformId: format.platform_id };

  const clock = await userClock(deps, caller);
  const before = await deps.executions.find(userId, taskId);
  const running = before && (before.status === 'queued' || before.status === 'running');
  const done = before?.status === 'completed' && before.file_id ? await deps.files.findBySourceTask(userId, taskId) : undefined;
  if (!running && !done) {
    // A new run: refuse now what the job would refuse later.
    await assertContentLeft(deps, userId, plan, clock);
    await assertRoomForFile(deps.files, plan, userId, 0);
  }

  const queued: string[] = [];
  const row = await deps.db.transaction(async (trx): Promise<TaskExecutionRow> => {
    let current = await deps.executions.findForUpdate(taskId, trx);
    let started = false;
    if (!current) {
      current = await deps.executions.insertQueued(userId, taskId, trx);
      started = !!current;
      current ??= await deps.executions.findForUpdate(taskId, trx);
    }
    if (!current) throw new Error('task execution row vanished');
    if (current.status === 'failed' || (current.status === 'completed' && !(await deps.files.findBySourceTask(userId, taskId, trx)))) {
      current = await deps.executions.startRun(taskId, current.run + 1, trx);
      started = true;
    }
    if (current.status !== 'completed') {
      // Recorded with the run (outbox), and again with the same job id on every call while the run is open: BullMQ
      // adds nothing for a known id, and a job the queue could not take (Redis down) is handed on when it is back.
      queued.push(await deps.outbox.add(trx, TASK_EXECUTION_JOB, { userId, taskId, run: current.run, plan, timeZone: clock.timeZone }, { jobId: taskExecutionJobId(taskId, current.run) }));
    }
    if (started) queued.push(await announce(deps, trx, { outcome: 'started', userId, taskId, run: current.run }));
    return current;
  });
  await deps.outbox.dispatch(queued);
  const jobId = taskExecutionJobId(taskId, row.run);
  return {
    success: true,
    results: { jobId, status: row.status, fileId: row.status === 'completed' ? row.file_id : null, error: row.error },
    taskDetails,
  };
}
