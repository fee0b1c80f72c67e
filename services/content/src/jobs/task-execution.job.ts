import type { TaskExecutionJobData } from '@navia/contracts';
import { defineJob, type JobDefinition } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { performTaskExecution } from '../commands/perform-task-execution';
import { TASK_EXECUTION_JOB } from './task-execution.target';

/** Consumes content.task-execution: writes the task's draft into its file (commands/perform-task-execution.ts). */
export function taskExecutionJob(deps: ContentDeps): JobDefinition<TaskExecutionJobData> {
  return defineJob({
    ...TASK_EXECUTION_JOB,
    perform: (data, ctx) => performTaskExecution(deps, data, ctx),
  });
}
