import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { cacheControlFor, StaticFolder } from '../src/lib/static-files';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

// These are pure rules; they live here because only services/*/test is ours to write in the gateway package.
describe('cacheControlFor', () => {
  it.each([
    // Entry points: revalidated every time so a deploy is picked up at once.
    ['/index.html', NO_CACHE],
    ['index.html', NO_CACHE],
    ['/remoteEntry.js', NO_CACHE],
    ['/remotes/mf-create/remoteEntry.js', NO_CACHE],
    ['/mf-manifest.json', NO_CACHE],
    ['/mf-stats.json', NO_CACHE],
    // Content-hashed chunks never change.
    ['/main.1a2b3c4d5e.js', IMMUTABLE],
    ['/123.abcdef1234.js', IMMUTABLE],
    ['/vendors.deadbeef.js', IMMUTABLE],
    ['/styles.0123abcd.css', IMMUTABLE],
    ['/worker.0123456789abcdef0123.mjs', IMMUTABLE],
    // Unhashed code is an entry too (Module Federation keeps `[name].js`): revalidated, never served stale.
    ['/main.js', NO_CACHE],
    ['/main.1a2b3c4.js', NO_CACHE], // 7 hex digits is not a content hash
    ['/main.1A2B3C4D.js', NO_CACHE], // webpack hashes are lower-case hex
    ['/my-index.html', NO_CACHE],
    ['/notremoteEntry.js', NO_CACHE],
    // Everything else: a short cache.
    ['/favicon.ico', SHORT],
    ['/logo.svg', SHORT],
    ['/remoteEntry.js.map', SHORT],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('StaticFolder', () => {
  let root: string;
  let folder: StaticFolder;
  const app = new Koa();
  app.use(async (ctx) => {
    if (!(await folder.serve(ctx, ctx.path))) ctx.status = 404;
  });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'navia-static-'));
    folder = new StaticFolder(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the new content and a new ETag after a file is rebuilt', async () => {
    const file = join(root, 'remoteEntry.js');
    writeFileSync(file, 'var v = 1;');
    utimesSync(file, new Date(), new Date(Date.now() - 10_000));
    const first = await request(app.callback()).get('/remoteEntry.js');
    expect(first.text).toBe('var v = 1;');

    writeFileSync(file, 'var v = 2;');
    utimesSync(file, new Date(), new Date());
    const second = await request(app.callback()).get('/remoteEntry.js');
    expect(second.text).toBe('var v = 2;');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('warm() loads every file, nested ones included, before anyone asks; a missing folder has none', async () => {
    const warmRoot = mkdtempSync(join(tmpdir(), 'navia-warm-'));
    try {
      mkdirSync(join(warmRoot, 'chunks'));
      writeFileSync(join(warmRoot, 'main.js'), 'x'.repeat(5000));
      writeFileSync(join(warmRoot, 'chunks', '12.abcdef12.js'), 'y'.repeat(5000));
      expect(await new StaticFolder(warmRoot).warm()).toBe(2);
      expect(await new StaticFolder(join(warmRoot, 'nope')).warm()).toBe(0);
    } finally {
      rmSync(warmRoot, { recursive: true, force: true });
    }
  });

  it('compresses a large file off the event loop, which keeps answering meanwhile', async () => {
    // Words in a random order: brotli at quality 10 needs about a second for this, as for the largest real chunk.
    const words = ['const', 'function', 'return', 'await', 'props', 'state', 'render', 'effect', 'value', 'index'];
    let text = '';
    let seed = 7;
    while (text.length < 3_000_000) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      text += `${words[seed % words.length]}${seed % 997} `;
    }
    writeFileSync(join(root, 'big.js'), text);
    // The longest the event loop went without running a 10 ms timer while the first request compressed the file:
    // done synchronously that is the whole compression; on zlib's thread pool, a small part of it.
    let last = performance.now();
    let longestStall = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      const res = await request(app.callback()).get('/big.js').set('accept-encoding', 'br').buffer(true).parse((r, done) => {
        r.on('data', () => undefined);
        r.on('end', () => done(null, null));
      });
      expect(res.headers['content-encoding']).toBe('br');
    } finally {
      clearInterval(ticker);
    }
    const total = performance.now() - started;
    expect(longestStall).toBeLessThan(total / 3);
  });

  it('falls through for a directory and for a missing file', async () => {
    expect((await request(app.callback()).get('/')).status).toBe(404);
    expect((await request(app.callback()).get('/nope.js')).status).toBe(404);
  });

  it.each([
    ['/page.html', 'text/html; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/blob.bin', 'application/octet-stream'],
  ])('sends %s as %s', async (path, type) => {
    writeFileSync(join(root, path), '{}');
    const res = await request(app.callback()).get(path);
    expect(res.headers['content-type']).toBe(type);
  });
});
