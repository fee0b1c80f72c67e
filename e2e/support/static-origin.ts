import { createServer, type IncomingHttpHeaders } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface OriginRequest {
  method: string;
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>`: another origin than the gateway's (a different port is a different origin). */
  url: string;
  /** Every request it answered, in order. */
  requests: OriginRequest[];
  close(): Promise<void>;
}

/**
 * A second static server standing in for a CDN or a remote's own image (infra/docker/remote.Dockerfile): files under
 * `root` by path, on a free port, with the headers a CDN serving Module Federation code to pages on another origin
 * is configured with: CORS open for GET/HEAD with preflights answered, Timing-Allow-Origin, and the gateway's cache
 * rules (entries no-cache, content-hashed chunks immutable). Today's shell loads remoteEntry.js and its chunks with
 * script tags (no-cors requests, seen in `requests[].headers['sec-fetch-mode']`), which need no CORS; a runtime that
 * fetched them (mf-manifest.json, crossorigin scripts) would, and this origin would serve it too.
 */
export async function startStaticOrigin(root: string): Promise<StaticOrigin> {
  const base = resolve(root);
  const requests: OriginRequest[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://origin').pathname;
    const record = (status: number) => requests.push({ method: req.method ?? 'GET', path, status, headers: req.headers });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      record(204);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      record(405);
      return res.end();
    }
    let file: string | null = null;
    try {
      const full = normalize(join(base, decodeURIComponent(path)));
      if (full.startsWith(base + sep) && (await stat(full)).isFile()) file = full;
    } catch {
      file = null;
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      record(404);
      return res.end('Not found');
    }
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': /\.[0-9a-f]{8,}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    record(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
