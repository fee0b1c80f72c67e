import { z } from 'zod';
import { CalendarDay } from '../common/primitives';
import { Task } from './task.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * PATCH /api/tasks/{id} (issue 17, beyond the spec): moves an open task to another day. When the move is later, its
 * open dependants (transitively) move by as many days, so the plan keeps its spacing; a move earlier moves no one;
 * no task ever lands before its prerequisite's day; completed tasks never move. Completing a task after its due day
 * shifts its open dependants the same way (tasks service, PATCH …/status).
 */
export const RescheduleTaskBody = lazySchema(() => z.object({
  /** The new due day, `YYYY-MM-DD`, a day of the user's own calendar. */
  dueDate: CalendarDay,
}));
export type RescheduleTaskBody = z.infer<typeof RescheduleTaskBody>;

export const MovedTask = lazySchema(() => z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** The day it was due before (null for a task that had none). */
  fromDate: CalendarDay.nullable(),
  dueDate: CalendarDay,
}));
export type MovedTask = z.infer<typeof MovedTask>;

/** A strategy whose tasks now end after its goal date: said, never fixed by moving the goal. */
export const StrategyAtRisk = lazySchema(() => z.object({
  strategyId: z.string().uuid(),
  strategy: z.string(),
  goalDate: CalendarDay,
  /** The latest due day of its moved tasks. */
  latestDueDate: CalendarDay,
}));
export type StrategyAtRisk = z.infer<typeof StrategyAtRisk>;

export const RescheduleTaskResponse = lazySchema(() => z.object({
  task: Task,
  /** Every task the call moved, the one asked for first. */
  moved: z.array(MovedTask),
  atRisk: StrategyAtRisk.nullable(),
}));
export type RescheduleTaskResponse = z.infer<typeof RescheduleTaskResponse>;

export const TASK_COMPLETED_KEEPS_DATE = 'Completed tasks keep their date';
export const taskBeforePrerequisiteMessage = (title: string, day: string) => `A task cannot be due before its prerequisite "${title}", due ${day}`;
