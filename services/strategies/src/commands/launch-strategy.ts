import { randomUUID } from 'node:crypto';
import {
  ErrorIds,
  PLANS,
  TIER_REQUIRED_PLAN,
  UNLIMITED,
  brandInternal,
  defaultGoalDate,
  planOf,
  tasksInternal,
  type CreateFromTemplateBody,
} from '@navia/contracts';
import { AppError, notFound, planLimitReached, raiseWebhookEvent, validationError } from '@navia/service-kit';
import { presentWebhookStrategy } from '../presenters/strategy-presenter';
import type { z } from 'zod';
import { buildLaunchPlan } from '../launch/build-launch-plan';
import type { StrategyRow } from '../repositories/strategies-repository';
import { reportFirstStrategy } from './report-first-strategy';
import { undoLaunch } from './undo-launch';
import type { Caller, StrategiesDeps } from '../deps';
import { userToday } from './user-today';

type LaunchBody = z.output<typeof CreateFromTemplateBody>;

/** The furthest goal date a launch accepts: far enough for any template, near enough to catch a typo'd year. */
const MAX_GOAL_YEARS = 2;

/**
 * POST /api/strategies/create-from-template (spec part 2 §2.4, §7). Validates everything first, then:
 * 1. under a per-user lock, checks the active and monthly caps and stores the strategy as 'launching';
 * 2. creates its tasks in the tasks service (one transaction there);
 * 3. marks it active.
 * If step 2 fails the launch is undone (its tasks removed in case they were written, the strategy and ledger entry
 * deleted), so a failure leaves nothing half-made. A process that dies between steps leaves a 'launching' row that
 * counts for no list and no cap after STALE_LAUNCH_MINUTES, and is cleaned at the user's next launch.
 */
export async function launchStrategy(deps: StrategiesDeps, caller: Caller, body: LaunchBody): Promise<StrategyRow> {
  const plan = planOf(caller.plan);
  const template = await deps.templates.findById(body.templateId);
  if (!template) throw new AppError(ErrorIds.notFound, 404, 'templateId: Strategy template not found', 'templateId');
  if (!plan.limits.templates.tiers.includes(template.accessTier)) {
    throw planLimitReached(`This strategy requires a ${PLANS[TIER_REQUIRED_PLAN[template.accessTier]].name} plan`, 'templateId');
  }

  const brand = await deps.brand.call(brandInternal.brandForStrategy, [caller.userId, body.brandId]);
  const offering = pick(brand.offerings, body.targetOfferId, 'targetOfferId', 'offering');
  const persona = pick(brand.personas, body.targetPersonaId, 'targetPersonaId', 'persona');

  const today = await userToday(deps, caller);
  const goalDate = body.goalDate ?? defaultGoalDate(template.templatePayload.duration, today, futureOrUndefined(template.templatePayload.goalDate, today));
  if (goalDate < today) throw validationError('goalDate: The goal date cannot be in the past', 'goalDate');
  if (goalDate > `${Number(today.slice(0, 4)) + MAX_GOAL_YEARS}${today.slice(4)}`) {
    throw validationError(`goalDate: Pick a goal date within ${MAX_GOAL_YEARS} years`, 'goalDate');
  }
  const launchPlan = buildLaunchPlan(template, { changeValues: body.changeValues, selectedPercentages: body.selectedPercentages, today, goalDate });

  const strategyId = randomUUID();
  const stale = await deps.db.transaction(async (trx) => {
    await deps.strategies.lockUser(caller.userId, trx);
    const staleIds = await deps.strategies.staleLaunchIds(caller.userId, trx);
    checkCaps(plan, await deps.strategies.countHoldingSlots(caller.userId, trx), await deps.strategies.countLaunchesSince(caller.userId, `${today.slice(0, 7)}-01`, trx));
    await deps.strategies.insertLaunching(
      {
        id: strategyId,
        user_id: caller.userId,
        brand_id: brand.brandId,
        template_id: template.id,
        template_name: template.name,
        name: template.name,
        description: template.description,
        deadline: goalDate,
        duration: template.templatePayload.duration,
        commitment: template.templatePayload.commitment,
        offering,
        persona,
      },
      launchPlan.objectives.map((o) => ({ ...o, id: randomUUID(), keyResultIds: o.keyResults.map(() => randomUUID()) })),
      today,
      trx,
    );
    return staleIds;
  });
  await cleanStaleLaunches(deps, caller.userId, stale);

  try {
    await deps.tasks.call(
      tasksInternal.createTasks,
      [],
      {
        userId: caller.userId,
        brandId: brand.brandId,
        strategyId,
        strategyName: template.name,
        tasks: launchPlan.tasks,
        limits: { maxPerStrategy: plan.limits.tasks.maxPerStrategy, maxActive: plan.limits.tasks.maxActive },
      },
    );
  } catch (err) {
    await undoLaunch(deps, caller.userId, strategyId);
    throw err;
  }
  const hook = await deps.db.transaction(async (trx) => {
    await deps.strategies.markLaunched(strategyId, launchPlan.tasks.length, trx);
    const launched = await deps.strategies.findForUser(caller.userId, strategyId, trx);
    if (!launched) throw notFound('Strategy');
    return raiseWebhookEvent(deps.outbox, trx, { userId: caller.userId, plan: caller.plan, type: 'strategy.launched', data: { strategy: presentWebhookStrategy(launched, 'active') } });
  });
  if (hook) await deps.outbox.dispatch([hook]);
  await reportFirstStrategy(deps, caller.userId, brand.brandId);

  const row = await deps.strategies.findForUser(caller.userId, strategyId);
  if (!row) throw notFound('Strategy');
  return row;
}

function checkCaps(plan: ReturnType<typeof planOf>, holdingSlots: number, launchedThisMonth: number): void {
  const { maxActive, maxPerMonth } = plan.limits.strategies;
  if (maxActive !== UNLIMITED && holdingSlots >= maxActive) {
    throw planLimitReached(`Your ${plan.name} plan allows ${maxActive} active ${maxActive === 1 ? 'strategy' : 'strategies'}. Complete one or upgrade to launch more.`);
  }
  if (maxPerMonth !== UNLIMITED && launchedThisMonth >= maxPerMonth) {
    throw planLimitReached(`Your ${plan.name} plan allows ${maxPerMonth} strategy ${maxPerMonth === 1 ? 'launch' : 'launches'} a month. Upgrade to launch more this month.`);
  }
}

/** A chosen offering or persona must be one of the brand's; none chosen is allowed (the brand may have none yet). */
function pick<T extends { id: string }>(items: T[], id: string | undefined, field: string, what: string): T | null {
  if (id === undefined || id === '') return null;
  const found = items.find((item) => item.id === id);
  if (!found) throw validationError(`${field}: This ${what} is not one of your brand's`, field);
  return found;
}

/** A template's fixed goal date only applies while it is still ahead. */
function futureOrUndefined(day: string | undefined, today: string): string | undefined {
  return day !== undefined && day >= today ? day : undefined;
}

async function cleanStaleLaunches(deps: StrategiesDeps, userId: string, ids: string[]): Promise<void> {
  for (const id of ids) await undoLaunch(deps, userId, id);
}

