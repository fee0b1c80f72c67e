import Router from '@koa/router';
import { z } from 'zod';
import { importInternal, type ImportedResponse, type ImportRoomResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { TasksDeps } from '../deps';

const UserParams = z.object({ userId: z.string().uuid() });

/** The tasks of an import (issue 19, contracts `importInternal`), a page at a time; one already there is skipped. */
export function importRoutes(deps: Pick<TasksDeps, 'db' | 'tasks' | 'serviceToken'>): Router {
  const router = new Router({ prefix: '/internal/users/:userId/import' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/room', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = { openTasks: await deps.tasks.countOpenForUser(params.userId) } satisfies ImportRoomResponse;
  }));

  router.post('/tasks', internalRoute({ params: UserParams, body: importInternal.tasks.body }, async (c, { params, body }) => {
    const imported = await deps.db.transaction((trx) => deps.tasks.importTasks(params.userId, body.tasks, trx));
    c.body = { imported } satisfies ImportedResponse;
  }));

  return router;
}
