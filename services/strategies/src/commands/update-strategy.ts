import { UNLIMITED, planOf, tasksInternal, type StrategyStatus } from '@navia/contracts';
import { notFound, planLimitReached, raiseWebhookEvent, validationError } from '@navia/service-kit';
import { presentWebhookStrategy } from '../presenters/strategy-presenter';
import type { StrategyRow } from '../repositories/strategies-repository';
import { recountProgress } from './recount-progress';
import type { Caller, StrategiesDeps } from '../deps';
import { userToday } from './user-today';

export interface StrategyChanges {
  status?: StrategyStatus;
  /** A calendar day, or null to clear it. */
  deadline?: string | null;
}

/**
 * PATCH /api/strategies/{id} and /status (spec part 2 §2.5, §4). Completing removes the strategy's open tasks for
 * good (completed ones stay as the record of work done) and recounts its progress; reactivating takes an active slot
 * again, so it is capped like a launch. A new deadline may not be in the past; an unchanged one may.
 */
export async function updateStrategy(deps: StrategiesDeps, caller: Caller, id: string, changes: StrategyChanges): Promise<StrategyRow> {
  const current = await deps.strategies.findForUser(caller.userId, id);
  if (!current) throw notFound('Strategy');

  if (changes.deadline && changes.deadline !== current.deadline) {
    const today = await userToday(deps, caller);
    if (changes.deadline < today) throw validationError('deadline: The goal date cannot be in the past', 'deadline');
  }

  const completing = changes.status === 'completed' && current.status !== 'completed';
  const reactivating = changes.status === 'active' && current.status === 'completed';
  if (completing) {
    // Tasks first: if this fails nothing has changed, and a retry does the same again.
    await deps.tasks.call(tasksInternal.deleteStrategyTasks, [caller.userId, id, true]);
  }

  const hook = await deps.db.transaction(async (trx) => {
    if (reactivating) {
      await deps.strategies.lockUser(caller.userId, trx);
      const { maxActive } = planOf(caller.plan).limits.strategies;
      if (maxActive !== UNLIMITED && (await deps.strategies.countHoldingSlots(caller.userId, trx)) >= maxActive) {
        throw planLimitReached(`Your ${planOf(caller.plan).name} plan allows ${maxActive} active ${maxActive === 1 ? 'strategy' : 'strategies'}. Complete one or upgrade to reactivate this one.`, 'status');
      }
    }
    await deps.strategies.update(id, { status: changes.status, deadline: changes.deadline }, trx);
    if (!completing) return null;
    return raiseWebhookEvent(deps.outbox, trx, { userId: caller.userId, plan: caller.plan, type: 'strategy.completed', data: { strategy: presentWebhookStrategy(current, 'completed') } });
  });
  if (hook) await deps.outbox.dispatch([hook]);

  if (completing) await recountProgress(deps, caller.userId, id);
  const updated = await deps.strategies.findForUser(caller.userId, id);
  if (!updated) throw notFound('Strategy');
  return updated;
}
