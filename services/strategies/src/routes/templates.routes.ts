import Router from '@koa/router';
import type { StrategyTemplatesResponse } from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { TemplatesRepository } from '../repositories/templates-repository';
import { presentTemplate } from '../presenters/template-presenter';

/** GET /api/strategy-templates (spec part 2 §7): the library, each template locked or open for the caller's plan. */
export function templateRoutes(deps: { templates: TemplatesRepository; tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/strategy-templates', route(async (c, { auth: { plan } }) => {
    const templates = await deps.templates.listAll();
    c.body = { templates: templates.map((t) => presentTemplate(t, plan)) } satisfies StrategyTemplatesResponse;
  }));

  return router;
}
