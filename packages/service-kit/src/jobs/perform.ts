import type { Logger } from '../logger';
import { UnrecoverableJobError, type JobDefinition } from './job';

/** Shared by every backend: validate the payload on arrival, then perform. Bad data can never succeed. */
export async function runJob<D>(def: JobDefinition<D>, raw: unknown, jobId: string, attempt: number, log: Logger): Promise<unknown> {
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) throw new UnrecoverableJobError(`Invalid payload for ${def.queue}/${def.name}: ${parsed.error.issues[0]?.message}`);
  const jobLog = log.child({ queue: def.queue, job: def.name, jobId, attempt });
  const started = Date.now();
  try {
    const result = await def.perform(parsed.data, { jobId, attempt, log: jobLog });
    jobLog.info({ ms: Date.now() - started }, 'job completed');
    return result;
  } catch (err) {
    jobLog.warn({ err, ms: Date.now() - started }, 'job failed');
    throw err;
  }
}
