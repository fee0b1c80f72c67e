import Router from '@koa/router';
import { z } from 'zod';
import { EXPORT_FILES_PAGE, ExportPageQuery, type ExportFilesPage, type ExportSettingsResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { presentFile, presentVersion } from '../presenters/file-presenter';
import type { FileVersionRow } from '../repositories/files-repository';

const UserParams = z.object({ userId: z.string().uuid() });

/** The user's files (paged by id, with versions and provenance) and settings for their export (issue 19, contracts `exportInternal`). */
export function exportRoutes(deps: Pick<ContentDeps, 'files' | 'provenance' | 'modelChoices'>, serviceToken: string): Router {
  const router = new Router({ prefix: '/internal/users/:userId/export' });
  router.use(serviceAuth(serviceToken));

  router.get('/files', internalRoute({ params: UserParams, query: ExportPageQuery }, async (c, { params, query }) => {
    const limit = query.limit ?? EXPORT_FILES_PAGE;
    const rows = await deps.files.pageForUser(params.userId, query.after, limit);
    const ids = rows.map((row) => row.id);
    const [versions, provenance] = await Promise.all([deps.files.versionsOf(ids), deps.provenance.presentMany(rows)]);
    const versionsByFile = new Map<string, FileVersionRow[]>();
    for (const version of versions) versionsByFile.set(version.file_id, [...(versionsByFile.get(version.file_id) ?? []), version]);
    c.body = {
      files: rows.map((row) => ({
        ...presentFile(row),
        versions: (versionsByFile.get(row.id) ?? []).map(presentVersion),
        provenance: provenance.get(row.id) ?? null,
      })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    } satisfies ExportFilesPage;
  }));

  router.get('/settings', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = { settings: { aiModel: await deps.modelChoices.find(params.userId) } } satisfies ExportSettingsResponse;
  }));

  return router;
}
