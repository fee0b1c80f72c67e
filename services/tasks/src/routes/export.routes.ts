import Router from '@koa/router';
import { z } from 'zod';
import { EXPORT_TASKS_PAGE, ExportPageQuery, type ExportNewsReadsResponse, type ExportTasksPage } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { TasksDeps } from '../deps';
import { presentTask } from '../presenters/task-presenter';

const UserParams = z.object({ userId: z.string().uuid() });
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The user's tasks (paged by id, whole) and news read marks for their export (issue 19, contracts `exportInternal`). */
export function exportRoutes(deps: Pick<TasksDeps, 'tasks' | 'reads' | 'serviceToken'>): Router {
  const router = new Router({ prefix: '/internal/users/:userId/export' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/tasks', internalRoute({ params: UserParams, query: ExportPageQuery }, async (c, { params, query }) => {
    const limit = query.limit ?? EXPORT_TASKS_PAGE;
    const rows = await deps.tasks.pageForUser(params.userId, query.after, limit);
    c.body = {
      tasks: rows.map((row) => ({ ...presentTask(row), brandId: row.brand_id, createdAt: iso(row.created_at) ?? '', completedAt: iso(row.completed_at) })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    } satisfies ExportTasksPage;
  }));

  router.get('/news-reads', internalRoute({ params: UserParams }, async (c, { params }) => {
    const rows = await deps.reads.allForUser(params.userId);
    c.body = { newsReads: rows.map((row) => ({ newsId: row.news_id, readAt: new Date(row.read_at).toISOString() })) } satisfies ExportNewsReadsResponse;
  }));

  return router;
}
