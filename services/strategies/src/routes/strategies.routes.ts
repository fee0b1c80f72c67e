import Router from '@koa/router';
import type { z } from 'zod';
import {
  CreateFromTemplateBody,
  RECENT_CREATION_WINDOW_MS,
  StrategiesQuery,
  StrategyIdParams,
  UpdateStrategyBody,
  UpdateStrategyStatusBody,
  type CreateFromTemplateResponse,
  type DeleteStrategyResponse,
  type RecentStrategyCreationResponse,
  type StrategiesResponse,
  type StrategyDetailsResponse,
  type StrategyResponse,
} from '@navia/contracts';
import { auth, input, notFound, validate, type AuthState, type AccessTokenVerifier } from '@navia/service-kit';
import { deleteStrategy } from '../commands/delete-strategy';
import { launchStrategy } from '../commands/launch-strategy';
import type { Caller, StrategiesDeps } from '../commands/strategies-deps';
import { updateStrategy } from '../commands/update-strategy';
import { presentDetails, presentStrategy } from '../presenters/strategy-presenter';

function callerOf(c: { state: { auth?: unknown } }): Caller {
  const { userId, plan, timeZone } = c.state.auth as AuthState;
  return { userId, plan, timeZone };
}

/** Launched strategies (spec part 2 §7): list, launch, details, update, status, delete, and the recent-launch poll. */
export function strategyRoutes(deps: StrategiesDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/strategies', validate({ query: StrategiesQuery }), async (c) => {
    const { query } = input<z.ZodUnknown, typeof StrategiesQuery>(c);
    const rows = await deps.strategies.listForUser(callerOf(c).userId, query.brandId);
    c.body = { strategies: rows.map(presentStrategy) } satisfies StrategiesResponse;
  });

  router.post('/strategies/create-from-template', validate({ body: CreateFromTemplateBody }), async (c) => {
    const { body } = input<typeof CreateFromTemplateBody>(c);
    const row = await launchStrategy(deps, callerOf(c), body);
    c.status = 201;
    c.body = { success: true, strategyId: row.id, strategy: presentStrategy(row) } satisfies CreateFromTemplateResponse;
  });

  router.get('/strategies/:id/details', validate({ params: StrategyIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof StrategyIdParams>(c);
    const row = await deps.strategies.findForUser(callerOf(c).userId, params.id);
    if (!row) throw notFound('Strategy');
    const [objectives, keyResults] = await Promise.all([deps.strategies.objectives(row.id), deps.strategies.keyResults(row.id)]);
    c.body = presentDetails(row, objectives, keyResults) satisfies StrategyDetailsResponse;
  });

  router.patch('/strategies/:id', validate({ params: StrategyIdParams, body: UpdateStrategyBody }), async (c) => {
    const { params, body } = input<typeof UpdateStrategyBody, z.ZodUnknown, typeof StrategyIdParams>(c);
    const row = await updateStrategy(deps, callerOf(c), params.id, body);
    c.body = { success: true, strategy: presentStrategy(row) } satisfies StrategyResponse;
  });

  // spec part 2 §4: the list-level status call (no screen uses it; kept for the API).
  router.patch('/strategies/:id/status', validate({ params: StrategyIdParams, body: UpdateStrategyStatusBody }), async (c) => {
    const { params, body } = input<typeof UpdateStrategyStatusBody, z.ZodUnknown, typeof StrategyIdParams>(c);
    const row = await updateStrategy(deps, callerOf(c), params.id, { status: body.status });
    c.body = { success: true, strategy: presentStrategy(row) } satisfies StrategyResponse;
  });

  router.delete('/strategies/:id', validate({ params: StrategyIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof StrategyIdParams>(c);
    const deletedTasks = await deleteStrategy(deps, callerOf(c), params.id);
    c.body = { success: true, deletedTasks } satisfies DeleteStrategyResponse;
  });

  // spec part 2 §4 "Analytics one-shots": polled every 2 s; the first launch ever, while fresh, is reported once.
  router.get('/recent-strategy-creation', async (c) => {
    const { userId } = callerOf(c);
    const latest = await deps.strategies.latestLaunch(userId);
    const fresh = latest !== undefined && Date.now() - latest.launched_at.getTime() <= RECENT_CREATION_WINDOW_MS;
    const firstTimeCreation = fresh && (await deps.strategies.countLaunches(userId)) === 1;
    c.body = {
      success: true,
      firstTimeCreation,
      strategy: latest ? { id: latest.strategy_id, templateName: latest.template_name, templateId: latest.template_id } : null,
    } satisfies RecentStrategyCreationResponse;
  });

  return router;
}
