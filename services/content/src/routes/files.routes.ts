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
import { auth, input, validate, type AccessTokenVerifier } from '@navia/service-kit';
import type { z } from 'zod';
import type { ContentDeps } from '../commands/content-deps';
import { hasVersioning } from '../commands/file-limits';
import { copyFile, createFile, deleteFile, getFile, listFiles, saveApproved } from '../commands/files-commands';
import { presentFile, presentVersion } from '../presenters/file-presenter';
import { callerOf } from './caller';

/** The file library (spec part 2 §7): list, read, new, copy, save, delete, and the saved versions. */
export function filesRoutes(deps: ContentDeps & { tokens: AccessTokenVerifier }): Router {
  const router = new Router({ prefix: '/api/files' });
  router.use(auth(deps.tokens));

  router.get('/', validate({ query: FilesQuery }), async (c) => {
    const { query } = input<z.ZodUnknown, typeof FilesQuery>(c);
    const rows = await listFiles(deps, callerOf(c), query.brandId);
    c.body = { files: rows.map(presentFile) } satisfies FilesResponse;
  });

  router.post('/new', validate({ body: NewFileBody }), async (c) => {
    const { body } = input<typeof NewFileBody>(c);
    const row = await createFile(deps, callerOf(c), body);
    c.status = 201;
    c.body = { file: presentFile(row) } satisfies FileResponse;
  });

  router.get('/:id', validate({ params: FileIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof FileIdParams>(c);
    c.body = { file: presentFile(await getFile(deps, callerOf(c), params.id)) } satisfies FileResponse;
  });

  router.get('/:id/versions', validate({ params: FileIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof FileIdParams>(c);
    const caller = callerOf(c);
    const file = await getFile(deps, caller, params.id);
    const versioning = hasVersioning(caller.plan);
    const rows = versioning ? await deps.files.versions(file.id) : [];
    c.body = { versioning, versions: rows.map(presentVersion) } satisfies FileVersionsResponse;
  });

  router.post('/:id/copy', validate({ params: FileIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof FileIdParams>(c);
    const row = await copyFile(deps, callerOf(c), params.id);
    c.status = 201;
    c.body = { file: presentFile(row) } satisfies FileResponse;
  });

  router.patch('/:id/save-approved', validate({ params: FileIdParams, body: SaveApprovedBody }), async (c) => {
    const { params, body } = input<typeof SaveApprovedBody, z.ZodUnknown, typeof FileIdParams>(c);
    const row = await saveApproved(deps, callerOf(c), params.id, body);
    c.body = { file: presentFile(row) } satisfies FileResponse;
  });

  router.delete('/:id', validate({ params: FileIdParams }), async (c) => {
    const { params } = input<z.ZodUnknown, z.ZodUnknown, typeof FileIdParams>(c);
    await deleteFile(deps, callerOf(c), params.id);
    c.body = { success: true, id: params.id } satisfies DeleteFileResponse;
  });

  return router;
}
