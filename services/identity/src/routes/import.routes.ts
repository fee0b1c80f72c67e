import Router from '@koa/router';
import { IMPORT_MAX_BYTES, type ImportResponse } from '@navia/contracts';
import { AppError, auth, route } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { importAccount } from '../import/account-import';

export const IMPORT_PATH = '/api/import';

/** The request's body as bytes, up to `max` (the app leaves this path's body unparsed: `rawBodyPaths`). */
async function rawBody(req: NodeJS.ReadableStream, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new AppError('payload_too_large', 413, `The file is larger than ${Math.round(max / (1024 * 1024))} MB`, 'file');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /api/import` (issue 19 item 2): the body is the export zip (`application/zip`) or its navia-export.json
 * (`application/json`), as a file, not wrapped in JSON. A signed-in session only: an API token cannot pour a whole
 * account into another.
 */
export function importRoutes(deps: IdentityDeps): Router {
  const router = new Router();
  router.post(IMPORT_PATH, auth(deps.tokens, { sessionOnly: true }), route(async (c, { auth: caller }) => {
    const upload = await rawBody(c.req, IMPORT_MAX_BYTES);
    if (upload.length === 0) throw new AppError('validation_error', 400, 'file: Choose a Navia export to import', 'file');
    c.body = (await importAccount(deps, caller, upload, c.get('content-type'))) satisfies ImportResponse;
  }));
  return router;
}
