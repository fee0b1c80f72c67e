import Router from '@koa/router';
import { NewsIdParams, type MarkNewsReadResponse, type NewsResponse } from '@navia/contracts';
import { route, auth } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { listNews, markNewsRead } from './news-commands';

/** The news feed (spec part 1 §2 "News Feed card", §7 `GET /api/news`) and the caller's read marks. */
export function newsRoutes(deps: Pick<TasksDeps, 'feed' | 'reads' | 'tokens'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(auth(deps.tokens));

  router.get('/news', route(async (c, { auth: { userId } }) => {
    c.body = (await listNews(deps, userId)) satisfies NewsResponse;
  }));

  router.put('/news/:id/read', route({ params: NewsIdParams }, async (c, { params, auth: { userId } }) => {
    c.body = (await markNewsRead(deps, userId, params.id)) satisfies MarkNewsReadResponse;
  }));

  return router;
}
