import Router from '@koa/router';
import {
  FileIdParams,
  FilesQuery,
  NewFileBody,
  SaveApprovedBody,
  type DeleteFileResponse,
  type FileResponse,
  type FilesResponse,
  type FileVersionsResponse,
} from '@navia/contracts';
import { route, auth, type AccessTokenVerifier } from '@navia/service-kit';
import type { ContentDeps } from '../deps';
import { hasVersioning } from '../commands/file-limits';
import { copyFile } from '../commands/copy-file';
import { createFile } from '../commands/create-file';
import { deleteFile } from '../commands/delete-file';
import { fileDetails } from '../commands/file-details';
import { getFile } from '../commands/get-file';
import { listFiles } from '../commands/list-files';
import { saveApproved } from '../commands/save-approved';
import { presentFile, presentVersion } from '../presenters/file-presenter';
import { callerOf } from './caller';

/** The file library (spec part 2 §7): list, read, new, copy, save, delete, and the saved versions. */
export function filesRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/files' });
  router.use(auth(deps.tokens));

  router.get('/', route({ query: FilesQuery }, async (c, { query, auth }) => {
    const rows = await listFiles(deps, callerOf(auth), query.brandId);
    c.body = { files: rows.map(presentFile) } satisfies FilesResponse;
  }));

  router.post('/new', route({ body: NewFileBody }, async (c, { body, auth }) => {
    const row = await createFile(deps, callerOf(auth), body);
    c.status = 201;
    c.body = { file: presentFile(row) } satisfies FileResponse;
  }));

  router.get('/:id', route({ params: FileIdParams }, async (c, { params, auth }) => {
    const row = await getFile(deps, callerOf(auth), params.id);
    c.body = (await fileDetails(deps, row)) satisfies FileResponse;
  }));

  router.get('/:id/versions', route({ params: FileIdParams }, async (c, { params, auth }) => {
    const caller = callerOf(auth);
    const file = await getFile(deps, caller, params.id);
    const versioning = hasVersioning(caller.plan);
    const rows = versioning ? await deps.files.versions(file.id) : [];
    c.body = { versioning, versions: rows.map(presentVersion) } satisfies FileVersionsResponse;
  }));

  router.post('/:id/copy', route({ params: FileIdParams }, async (c, { params, auth }) => {
    const row = await copyFile(deps, callerOf(auth), params.id);
    c.status = 201;
    c.body = { file: presentFile(row) } satisfies FileResponse;
  }));

  router.patch('/:id/save-approved', route({ params: FileIdParams, body: SaveApprovedBody }, async (c, { params, body, auth }) => {
    const row = await saveApproved(deps, callerOf(auth), params.id, body);
    c.body = (await fileDetails(deps, row)) satisfies FileResponse;
  }));

  router.delete('/:id', route({ params: FileIdParams }, async (c, { params, auth }) => {
    await deleteFile(deps, callerOf(auth), params.id);
    c.body = { success: true, id: params.id } satisfies DeleteFileResponse;
  }));

  return router;
}
