import type { JobRuntime } from '@navia/service-kit';
import { ERASE_USER_DATA_JOB } from '../jobs/erase-user-data.target';
import type { AccountDeletionsRepository } from '../repositories/account-deletions-repository';
import { resumeAccountDeletions } from './delete-account';

describe('resuming account deletions at start', () => {
  it('hands the queue every step still pending, under the ids the first enqueue used (so a live job is not doubled)', async () => {
    const enqueued: Array<{ name: string; data: unknown; jobId?: string }> = [];
    const jobs = { enqueue: async (def: { name: string }, data: unknown, opts?: { jobId?: string }) => (enqueued.push({ name: def.name, data, jobId: opts?.jobId }), 'id') } as unknown as JobRuntime;
    const accountDeletions = {
      unfinished: async () => [
        { user_id: 'u1', pending: ['content'], requested_at: new Date(), completed_at: null },
        { user_id: 'u2', pending: ['brand', 'tasks'], requested_at: new Date(), completed_at: null },
      ],
    } as unknown as AccountDeletionsRepository;
    expect(await resumeAccountDeletions({ jobs, accountDeletions })).toBe(3);
    expect(enqueued).toEqual([
      { name: ERASE_USER_DATA_JOB.name, data: { userId: 'u1', service: 'content' }, jobId: 'erase-u1-content' },
      { name: ERASE_USER_DATA_JOB.name, data: { userId: 'u2', service: 'brand' }, jobId: 'erase-u2-brand' },
      { name: ERASE_USER_DATA_JOB.name, data: { userId: 'u2', service: 'tasks' }, jobId: 'erase-u2-tasks' },
    ]);
  });
});
