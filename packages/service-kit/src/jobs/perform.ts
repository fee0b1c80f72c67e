import type { Logger } from '../logger';
import { currentRequestId, recordJob } from '../metrics';
import { UnrecoverableJobError, type JobDefinition } from './job';

/** Shared by every backend: validate the payload on arrival, then perform. Bad data can never succeed. */
export async function runJob<D>(def: JobDefinition<D>, raw: unknown, jobId: string, attempt: number, log: Logger): Promise<unknown> {
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) throw new UnrecoverableJobError(`Invalid payload for ${def.queue}/${def.name}: ${parsed.error.issues[0]?.message}`);
  // In-process jobs run inside the enqueuing request's async scope and so carry its id; BullMQ jobs are tied to it by
  // the 'job enqueued' line (same jobId).
  const requestId = currentRequestId();
  const jobLog = log.child({ queue: def.queue, job: def.name, jobId, attempt, ...(requestId ? { requestId } : {}) });
  const started = Date.now();
  try {
    const result = await def.perform(parsed.data, { jobId, attempt, log: jobLog });
    recordJob(def.queue, def.name, 'completed', (Date.now() - started) / 1000);
    jobLog.info({ ms: Date.now() - started }, 'job completed');
    return result;
  } catch (err) {
    recordJob(def.queue, def.name, 'failed', (Date.now() - started) / 1000);
    jobLog.warn({ err, ms: Date.now() - started }, 'job failed');
    throw err;
  }
}
