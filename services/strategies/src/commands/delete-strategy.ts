import { tasksInternal } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { Caller, StrategiesDeps } from '../deps';

/**
 * DELETE /api/strategies/{id} (spec part 2 §8: "permanently remove all associated tasks and progress"). Its tasks go
 * first, so a failure leaves the strategy in place to retry; files made from the tasks belong to content and stay.
 * The launch stays in the ledger: deleting does not give back a launch of the month.
 */
export async function deleteStrategy(deps: StrategiesDeps, caller: Caller, id: string): Promise<number> {
  const current = await deps.strategies.findForUser(caller.userId, id);
  if (!current) throw notFound('Strategy');
  const { deleted } = await deps.tasks.call(tasksInternal.deleteStrategyTasks, [caller.userId, id, false]);
  await deps.strategies.delete(caller.userId, id);
  return deleted;
}
