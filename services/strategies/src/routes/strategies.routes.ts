import Router from '@koa/router';
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
import { route, auth, notFound, type AuthState, type AccessTokenVerifier } from '@navia/service-kit';
import { deleteStrategy } from '../commands/delete-strategy';
import { launchStrategy } from '../commands/launch-strategy';
import type { Caller, StrategiesDeps } from '../deps';
import { updateStrategy } from '../commands/update-strategy';
import { presentDetails, presentStrategy } from '../presenters/strategy-presenter';

function callerOf({ userId, plan, timeZone }: AuthState): Caller {
  return { userId, plan, timeZone };
}

/** Launched strategies (spec part 2 §7): list, launch, details, update, status, delete, and the recent-launch poll. */
export function strategyRoutes(deps: StrategiesDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/strategies', route({ query: StrategiesQuery }, async (c, { query, auth }) => {
    const rows = await deps.strategies.listForUser(auth.userId, query.brandId);
    c.body = { strategies: rows.map(presentStrategy) } satisfies StrategiesResponse;
  }));

  router.post('/strategies/create-from-template', route({ body: CreateFromTemplateBody }, async (c, { body, auth }) => {
    const row = await launchStrategy(deps, callerOf(auth), body);
    c.status = 201;
    c.body = { success: true, strategyId: row.id, strategy: presentStrategy(row) } satisfies CreateFromTemplateResponse;
  }));

  router.get('/strategies/:id/details', route({ params: StrategyIdParams }, async (c, { params, auth }) => {
    const row = await deps.strategies.findForUser(auth.userId, params.id);
    if (!row) throw notFound('Strategy');
    const [objectives, keyResults] = await Promise.all([deps.strategies.objectives(row.id), deps.strategies.keyResults(row.id)]);
    c.body = presentDetails(row, objectives, keyResults) satisfies StrategyDetailsResponse;
  }));

  router.patch('/strategies/:id', route({ params: StrategyIdParams, body: UpdateStrategyBody }, async (c, { params, body, auth }) => {
    const row = await updateStrategy(deps, callerOf(auth), params.id, body);
    c.body = { success: true, strategy: presentStrategy(row) } satisfies StrategyResponse;
  }));

  // spec part 2 §4: the list-level status call (no screen uses it; kept for the API).
  router.patch('/strategies/:id/status', route({ params: StrategyIdParams, body: UpdateStrategyStatusBody }, async (c, { params, body, auth }) => {
    const row = await updateStrategy(deps, callerOf(auth), params.id, { status: body.status });
    c.body = { success: true, strategy: presentStrategy(row) } satisfies StrategyResponse;
  }));

  router.delete('/strategies/:id', route({ params: StrategyIdParams }, async (c, { params, auth }) => {
    const deletedTasks = await deleteStrategy(deps, callerOf(auth), params.id);
    c.body = { success: true, deletedTasks } satisfies DeleteStrategyResponse;
  }));

  // spec part 2 §4 "Analytics one-shots": polled every 2 s; the first launch ever, while fresh, is reported once.
  router.get('/recent-strategy-creation', route(async (c, { auth }) => {
    const { userId } = callerOf(auth);
    const latest = await deps.strategies.latestLaunch(userId);
    const fresh = latest !== undefined && Date.now() - latest.launched_at.getTime() <= RECENT_CREATION_WINDOW_MS;
    const firstTimeCreation = fresh && (await deps.strategies.countLaunches(userId)) === 1;
    c.body = {
      success: true,
      firstTimeCreation,
      strategy: latest ? { id: latest.strategy_id, templateName: latest.template_name, templateId: latest.template_id } : null,
    } satisfies RecentStrategyCreationResponse;
  }));

  return router;
}
