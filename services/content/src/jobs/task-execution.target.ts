import { TaskExecutionJobData } from '@navia/contracts';
import type { JobTarget } from '@navia/service-kit';

/** content.task-execution: writes a task's draft into a new file (ids only; one job id per task and run). */
export const TASK_EXECUTION_JOB = {
  queue: 'content.task-execution',
  name: 'execute-task',
  schema: TaskExecutionJobData,
  retry: { attempts: 4, backoffMs: 2000 },
} satisfies JobTarget<TaskExecutionJobData>;
