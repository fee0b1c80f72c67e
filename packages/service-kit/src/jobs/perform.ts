import type { Logger } from '../logger';
import { recordJob } from '../metrics';
import { currentRequestId, jobScopeId, requestScope } from '../request-scope';
import { UnrecoverableJobError, type JobDefinition } from './job';

/** Shared by every backend: validate the payload on arrival, then perform. Bad data can never succeed. */
export async function runJob<D>(def: JobDefinition<D>, raw: unknown, jobId: string, attempt: number, log: Logger): Promise<unknown> {
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) throw new UnrecoverableJobError(`Invalid payload for ${def.queue}/${def.name}: ${parsed.error.issues[0]?.message}`);
  // In-process jobs run inside the enqueuing request's async scope and so carry its id; BullMQ jobs are tied to it by
  // the 'job enqueued' line (same jobId), and run in a scope of their own whose id names the job, which the internal
  // calls they make send on, so the callee's lines are found from the job too.
  const inherited = currentRequestId();
  if (inherited) return perform(def, parsed.data, jobId, attempt, log, inherited);
  const requestId = jobScopeId(def.queue, jobId);
  return requestScope.run({ requestId }, () => perform(def, parsed.data, jobId, attempt, log, requestId));
}

async function perform<D>(def: JobDefinition<D>, data: D, jobId: string, attempt: number, log: Logger, requestId: string): Promise<unknown> {
  const jobLog = log.child({ queue: def.queue, job: def.name, jobId, attempt, requestId });
  const started = Date.now();
  try {
    const result = await def.perform(data, { jobId, attempt, log: jobLog });
    recordJob(def.queue, def.name, 'completed', (Date.now() - started) / 1000);
    jobLog.info({ ms: Date.now() - started }, 'job completed');
    return result;
  } catch (err) {
    recordJob(def.queue, def.name, 'failed', (Date.now() - started) / 1000);
    jobLog.warn({ err, ms: Date.now() - started }, 'job failed');
    throw err;
  }
}
