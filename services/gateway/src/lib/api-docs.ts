import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Koa from 'koa';
import { openApiDocument } from '@navia/contracts/src/openapi';
import { API_DOCS_CSP } from './security-headers';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** swagger-ui's files, served from the npm package as installed (no CDN): the page, its script and its styles. */
const SWAGGER_DIR = dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

// A file of ours rather than an inline script: the page's policy allows scripts from this origin only.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#api', deepLinking: true, presets: [window.SwaggerUIBundle.presets.apis] });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Navia API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="api"><h1>Navia API</h1><p>Loading the API reference… It needs JavaScript; the document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></main>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document generated from the contracts) and GET /api/docs (swagger-ui over
 * it), answered by the gateway itself: they describe every service, so no one service owns them. Public, like any
 * API reference; the calls they describe still need their tokens.
 */
export function apiDocs(): Koa.Middleware {
  // The document's version is the gateway's, which ships with the contracts it is generated from.
  const { version } = createRequire(__filename)('../../package.json') as { version: string };
  const document = JSON.stringify(openApiDocument(version));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === OPENAPI_PATH) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = document;
      return;
    }
    if (ctx.path === API_DOCS_PATH || ctx.path === `${API_DOCS_PATH}/`) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Content-Security-Policy', API_DOCS_CSP);
      ctx.body = PAGE;
      return;
    }
    if (ctx.path === `${API_DOCS_PATH}/init.js`) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = INIT_SCRIPT;
      return;
    }
    const asset = ctx.path.startsWith(`${API_DOCS_PATH}/`) ? ASSETS[ctx.path.slice(API_DOCS_PATH.length + 1)] : undefined;
    if (asset) {
      ctx.type = asset.type;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = await readFile(join(SWAGGER_DIR, asset.file));
      return;
    }
    return next();
  };
}
