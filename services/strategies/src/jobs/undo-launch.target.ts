import { z } from 'zod';
import type { JobTarget } from '@navia/service-kit';

export const UndoLaunchJobData = z.object({ userId: z.string().uuid(), strategyId: z.string().uuid() });
export type UndoLaunchJobData = z.infer<typeof UndoLaunchJobData>;

/** strategies.launch-cleanup: finishes undoing a failed launch that could not be undone at once (tasks unreachable). */
export const UNDO_LAUNCH_JOB = {
  queue: 'strategies.launch-cleanup',
  name: 'undo-launch',
  schema: UndoLaunchJobData,
  retry: { attempts: 10, backoffMs: 2000 },
} satisfies JobTarget<UndoLaunchJobData>;
