import { randomUUID } from 'node:crypto';
import {
  ContentInstructions,
  identityInternal,
  PLATFORM_REQUIRES_UPGRADE,
  planAllowsPlatform,
  planOf,
  strategiesInternal,
  tasksInternal,
  type InternalTaskResponse,
  type PlanKey,
  type StrategyDetailsResponse,
  type TaskExecutionJobData,
} from '@navia/contracts';
import { AppError, UnrecoverableJobError, type JobContext } from '@navia/service-kit';
import { TASK_EXECUTION_JOB } from '../jobs/task-execution.target';
import { announce, executable, NOT_EXECUTABLE_MESSAGE } from '../task-execution/task-run';
import { clockIn, clockOf, type UserClock } from '../usage/user-clock';
import { WriterError } from '../writers/content-writer';
import type { ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { brandDataOf } from './brand-scope';
import { reserveContent } from './reserve-content';
import { storeNewFile } from './store-new-file';
import { activeModel } from './ai-model';
import { fileVoice } from './file-voice';
import { recordProvenance } from './file-provenance';
import type { WrittenDraft } from '../writers/writer-models';
import { buildWritingRequest, generatedFileName } from './writing-request';

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/** A reason the job cannot succeed: recorded on the run and the task, then the job fails at once. */
class ExecutionRefused extends Error {}

/**
 * The worker side of a task execution (`content.task-execution`). Safe to run twice: the file is unique per task
 * (a second insert adds nothing), the content is metered once per run (`job_key`), and the finished event only sets
 * values. A worker killed mid-job leaves the run 'running'; BullMQ hands the job to another worker, which carries on
 * from what is already stored.
 */
export async function performTaskExecution(deps: ContentDeps, data: TaskExecutionJobData, ctx: JobContext): Promise<{ fileId: string } | { skipped: string }> {
  const { userId, taskId, run } = data;
  const jobKey = `task:${taskId}:r${run}`;
  const started = await deps.executions.markRunning(taskId, run);
  if (!started) {
    const current = await deps.executions.find(userId, taskId);
    // Completed before: make sure the task heard about it (the event may have been lost), then stop.
    if (current?.status === 'completed' && current.run === run && current.file_id) {
      await recordCompleted(deps, data, current.file_id);
      return { fileId: current.file_id };
    }
    return { skipped: 'a newer run or a finished one' };
  }
  const lastAttempt = ctx.attempt >= TASK_EXECUTION_JOB.retry.attempts;
  try {
    const fileId = await writeTaskDraft(deps, data, jobKey, lastAttempt);
    await recordCompleted(deps, data, fileId);
    return { fileId };
  } catch (err) {
    if (err instanceof ExecutionRefused) {
      await recordFailure(deps, data, err.message);
      throw new UnrecoverableJobError(err.message);
    }
    if (err instanceof UnrecoverableJobError) {
      // The task is gone: nobody is left to tell.
      await deps.executions.markFailed(taskId, run, err.message);
      throw err;
    }
    if (lastAttempt) {
      await deps.usage.release((await deps.usage.findByJobKey(jobKey))?.id ?? '').catch(() => undefined);
      await recordFailure(deps, data, err instanceof WriterError ? err.message : 'The draft could not be written; try again');
    }
    throw err;
  }
}


/** The run completed with its file; the announcement is recorded with it (again, harmlessly, on a redelivery). */
async function recordCompleted(deps: ContentDeps, data: TaskExecutionJobData, fileId: string): Promise<void> {
  const id = await deps.db.transaction(async (trx) => {
    await deps.executions.markCompleted(data.taskId, data.run, fileId, trx);
    return announce(deps, trx, { outcome: 'completed', userId: data.userId, taskId: data.taskId, run: data.run, fileId });
  });
  await deps.outbox.dispatch([id]);
}

async function recordFailure(deps: ContentDeps, data: TaskExecutionJobData, reason: string): Promise<void> {
  const id = await deps.db.transaction(async (trx) => {
    // A run that completed meanwhile stays completed, and the task hears nothing of a failure.
    if (!(await deps.executions.markFailed(data.taskId, data.run, reason, trx))) return undefined;
    return announce(deps, trx, { outcome: 'failed', userId: data.userId, taskId: data.taskId, run: data.run, reason: reason.slice(0, 300) });
  });
  if (id) await deps.outbox.dispatch([id]);
}

/** Writes (or finds) the task's file and answers its id. */
async function writeTaskDraft(deps: ContentDeps, data: TaskExecutionJobData, jobKey: string, lastAttempt: boolean): Promise<string> {
  const { userId, taskId } = data;
  let info: InternalTaskResponse;
  try {
    info = await deps.tasks.call(tasksInternal.getTask, [userId, taskId]);
  } catch (err) {
    // Nothing left to record the reason on.
    if (isNotFound(err)) throw new UnrecoverableJobError('The task no longer exists');
    throw err;
  }
  const task = info.task;
  if (!executable(task)) throw new ExecutionRefused(NOT_EXECUTABLE_MESSAGE);
  const format = await deps.catalogue.format(task.formatId);
  if (!format) throw new ExecutionRefused(`${NOT_EXECUTABLE_MESSAGE} (unknown format ${task.formatId})`);
  // A previous attempt may have stored the file and died before finishing: carry on from it.
  const existing = await deps.files.findBySourceTask(userId, taskId);
  if (existing) return existing.id;

  const { plan, clock } = await ownerOf(deps, data);
  if (!planAllowsPlatform(plan, format.platform_id)) throw new ExecutionRefused(PLATFORM_REQUIRES_UPGRADE);
  const platform = await deps.catalogue.platform(format.platform_id);
  if (!platform) throw new ExecutionRefused(`${NOT_EXECUTABLE_MESSAGE} (unknown platform)`);
  let brand;
  try {
    brand = await brandDataOf(deps, userId, info.brandId);
  } catch (err) {
    if (isNotFound(err)) throw new ExecutionRefused('The brand of this task no longer exists');
    throw err;
  }
  let strategy: StrategyDetailsResponse | null = null;
  try {
    strategy = await deps.strategies.call(strategiesInternal.strategyDetails, [userId, task.strategyId]);
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  const chosen = await activeModel(deps, { userId, plan });
  const reservation =
    (await deps.usage.findByJobKey(jobKey))?.id ??
    (await reserveContent(deps, userId, plan, clock, { source: 'task', writer: chosen.model.writer, jobKey }).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 403) throw new ExecutionRefused(err.message);
      throw err;
    }));

  const request = buildWritingRequest({
    userId,
    plan,
    settings: deps.settings,
    brand: brand.brandData,
    platform,
    format,
    topic: taskTopic(task.title, strategy, brand.brandData),
    audience: strategy?.selectedPersona?.name ?? '',
    offer: strategy?.selectedOffering?.name ?? '',
    persona: strategy?.selectedPersona ?? undefined,
    offering: strategy?.selectedOffering ?? undefined,
    strategy: strategy ? { name: strategy.strategy.name, description: strategy.strategy.description } : { name: task.strategy, description: '' },
    task: { title: task.title, description: task.description },
  });
  let draft: WrittenDraft;
  try {
    draft = await deps.writers.write(chosen, request, { userId, brandId: info.brandId, purpose: 'task-draft' });
  } catch (err) {
    if (err instanceof WriterError) {
      deps.log.warn({ writer: err.writer, status: err.upstreamStatus, detail: err.detail, taskId, lastAttempt }, 'writer failed on a task execution');
    }
    throw err;
  }

  const instructions = ContentInstructions.parse({
    platformId: platform.id,
    formatId: format.id,
    audience: request.persona?.name ?? '',
    offer: request.offering?.name ?? '',
    topic: task.title.slice(0, 500),
  });
  const row = {
    id: randomUUID(),
    user_id: userId,
    brand_id: info.brandId,
    name: generatedFileName(task.title, clock.timeZone),
    status: 'draft' as const,
    content: draft.content,
    approved_content: null,
    content_instructions: instructions,
    source_task_id: taskId,
  };
  let file: FileRow;
  try {
    file = await deps.db.transaction(async (trx) => {
      const stored = (await storeNewFile(deps, plan, row, 'generated', trx)) ?? (await deps.files.findBySourceTask(userId, taskId, trx));
      if (!stored) throw new Error('the task file was neither created nor found');
      await deps.usage.complete(reservation, { tokens: draft.tokens, fileId: stored.id, writer: draft.model.writer, model: draft.model.id }, trx);
      await recordProvenance(deps, stored, draft, trx);
      return stored;
    });
  } catch (err) {
    if (err instanceof AppError && err.status === 403) throw new ExecutionRefused(err.message);
    throw err;
  }
  // Scored now, so the file opens with its score (issue 18); best effort, as on every read.
  await fileVoice(deps, file);
  return file.id;
}

/** The plan and clock the call was accepted under (the payload's); jobs queued before the payload carried them read the user. */
async function ownerOf(deps: Pick<ContentDeps, 'identity'>, data: TaskExecutionJobData): Promise<{ plan: PlanKey; clock: UserClock }> {
  if (data.plan && data.timeZone) return { plan: data.plan, clock: clockIn(data.timeZone) };
  const user = await deps.identity.call(identityInternal.getUser, [data.userId]);
  return { plan: planOf(user.plan).key, clock: clockOf(user) };
}

/**
 * What a task's draft is about. A task title is an instruction ('Post a teaser that asks people to raise a hand'),
 * while writers take the topic as a subject ('… most commuters get wrong about {topic}'), so the draft is about what
 * the strategy promotes: its offering, else the brand's product from onboarding, else the strategy. The instruction
 * itself still reaches the writer as `task` (remote writers put it in their prompt); the file keeps the title.
 */
function taskTopic(title: string, strategy: StrategyDetailsResponse | null, brand: { northStarData?: { product_or_service?: string } }): string {
  return strategy?.selectedOffering?.name?.trim() || brand.northStarData?.product_or_service?.trim() || strategy?.strategy.name || title;
}
