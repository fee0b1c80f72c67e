import Router from '@koa/router';
import { z } from 'zod';
import { importInternal, type ImportedResponse, type ImportRoomResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { ContentDeps } from '../deps';

const UserParams = z.object({ userId: z.string().uuid() });

/**
 * The files of an import (issue 19, contracts `importInternal`) with their versions, a page at a time; one already
 * there is skipped. The plan's file count and storage were checked by identity against `room` before the first page.
 */
export function importRoutes(deps: Pick<ContentDeps, 'db' | 'files'>, serviceToken: string): Router {
  const router = new Router({ prefix: '/internal/users/:userId/import' });
  router.use(serviceAuth(serviceToken));

  router.get('/room', internalRoute({ params: UserParams }, async (c, { params }) => {
    const usage = await deps.files.usage(params.userId);
    c.body = { files: usage.files, bytes: usage.bytes } satisfies ImportRoomResponse;
  }));

  router.post('/files', internalRoute({ params: UserParams, body: importInternal.files.body }, async (c, { params, body }) => {
    const imported = await deps.db.transaction((trx) => deps.files.importFiles(params.userId, body.files, trx));
    c.body = { imported } satisfies ImportedResponse;
  }));

  return router;
}
