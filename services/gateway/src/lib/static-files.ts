import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { CSP_NONCE_PLACEHOLDER } from '@navia/contracts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
// zlib's asynchronous forms run on libuv's thread pool: brotli at quality 10 takes about a second for the largest
// shared chunk, which done synchronously would stall every API request the gateway is proxying meanwhile.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

// Content-hashed chunks never change. Everything else that the app loads as code or entry (index.html, main.js,
// remoteEntry.js, manifests: Module Federation forbids hashing their names) must be revalidated every time so a
// deploy is picked up at once; the ETag keeps that a cheap 304.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;
const ENTRY = /\.(html|js|mjs|css|json)$/;

export function cacheControlFor(path: string): string {
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  if (ENTRY.test(path)) return 'no-cache';
  return 'public, max-age=300';
}

interface CachedFile {
  mtimeMs: number;
  type: string;
  etag: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Serves one built app folder from memory with brotli/gzip done once per file version (built assets are small and
 * few, so compressing on every request would waste the CPU the APIs need).
 */
export class StaticFolder {
  private readonly cache = new Map<string, CachedFile>();
  /** Loads under way, so two first requests for one file compress it once. */
  private readonly loading = new Map<string, Promise<CachedFile | null>>();
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Resolves a URL path inside the root, refusing anything that escapes it. */
  private locate(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const full = normalize(join(this.root, decoded));
    return full === this.root || full.startsWith(this.root + sep) ? full : null;
  }

  private load(full: string): Promise<CachedFile | null> {
    let pending = this.loading.get(full);
    if (!pending) {
      pending = this.read(full).finally(() => this.loading.delete(full));
      this.loading.set(full, pending);
    }
    return pending;
  }

  private async read(full: string): Promise<CachedFile | null> {
    let info;
    try {
      info = await stat(full);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const hit = this.cache.get(full);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const raw = await readFile(full);
    const ext = extname(full);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
      raw,
    };
    if (COMPRESSIBLE.has(ext) && raw.length > 1024) {
      [file.br, file.gzip] = await Promise.all([brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }), gzipAsync(raw, { level: 9 })]);
    }
    this.cache.set(full, file);
    return file;
  }

  /**
   * Loads (and compresses) every file of the folder, one at a time, so the first visitors after a start or a new
   * replica do not wait for it; answers how many files are ready. A missing folder has none.
   */
  async warm(): Promise<number> {
    let entries: string[];
    try {
      entries = (await readdir(this.root, { recursive: true })) as string[];
    } catch {
      return 0;
    }
    let ready = 0;
    for (const entry of entries) if (await this.load(join(this.root, entry))) ready += 1;
    return ready;
  }

  /**
   * Serves `urlPath` when it names a file here; returns false to let the caller fall through. With `nonce`, an HTML
   * file holding CSP_NONCE_PLACEHOLDER is a page template: see serveDocument; `fill` then writes this answer's content
   * into it first (a signed-in page's session and first screen).
   */
  async serve(ctx: Context, urlPath: string, cacheControl = cacheControlFor(urlPath), nonce?: string, fill?: (html: string) => string): Promise<boolean> {
    const full = this.locate(urlPath);
    if (!full) return false;
    const file = await this.load(full);
    if (!file) return false;
    ctx.set('Cache-Control', cacheControl);
    ctx.vary('Accept-Encoding');
    ctx.type = file.type;
    if (nonce !== undefined && file.type.startsWith('text/html') && file.raw.includes(CSP_NONCE_PLACEHOLDER)) {
      const html = file.raw.toString('utf8');
      serveDocument(ctx, (fill ? fill(html) : html).replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
      return true;
    }
    ctx.set('ETag', file.etag);
    if (ctx.get('if-none-match') === file.etag) {
      ctx.status = 304;
      return true;
    }
    const accepts = ctx.get('accept-encoding');
    if (file.br && /\bbr\b/.test(accepts)) {
      ctx.set('Content-Encoding', 'br');
      ctx.body = file.br;
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = file.gzip;
    } else {
      ctx.body = file.raw;
    }
    return true;
  }
}

/**
 * A page whose nonce is new in every answer. It has no ETag: a 304 would make the browser reuse the body it kept,
 * whose nonce no longer matches the policy sent with the 304, and every antd style would be refused. Being a few
 * hundred bytes, it is sent whole (compressed per answer only once it outgrows 1 KB, like every other file).
 */
function serveDocument(ctx: Context, html: string): void {
  const body = Buffer.from(html, 'utf8');
  if (body.length > 1024 && /\bgzip\b/.test(ctx.get('accept-encoding'))) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipSync(body, { level: 6 });
  } else {
    ctx.body = body;
  }
}
