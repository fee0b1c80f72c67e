// Figure (issue 19 item 1): how long GET /api/export takes, and how big the zip is, for an account with 25 strategies,
// 2,000 tasks and 500 files (two kept versions each, ~2 KB of text), on the production arrangement (each service its
// own process, HTTP between identity and the others). The issue asks for under 10 s. The account is bench/big-account.mjs's;
// the files are written straight into content.files and content.file_versions. Prints the median of RUNS downloads.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { seedBigAccount } from './big-account.mjs';
import { apiCaller, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const knex = require('knex');
const { unzipSync, strFromU8 } = require('fflate');
const RUNS = Number(process.env.RUNS ?? 3);
const FILES = 500;
const PORT = 8131;
const BASE = `http://127.0.0.1:${PORT}`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `navia_bench_export_${Date.now().toString(36)}`;

const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], {
  env: { ...process.env, E2E_GATEWAY_PORT: String(PORT), E2E_DATABASE_NAME: dbName, LOG_LEVEL: 'warn' },
  readyPattern: /Navia is ready at/,
});
const db = knex({ client: 'pg', connection: Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString(), pool: { min: 0, max: 2 } });
const runs = [];
let summary = '';
try {
  await waitForUrl(`${BASE}/readyz`);
  const { token, user, brandId } = await seedBigAccount(apiCaller(BASE), db, { tag: 'export', strategies: 25, tasks: 2000 });
  const text = (i) => `# Post ${i}\n\n` + 'Fresh bread at seven, coffee by half past, and a table by the window for anyone who wants one. '.repeat(20);
  const files = Array.from({ length: FILES }, (_, i) => ({
    id: randomUUID(), user_id: user.id, brand_id: brandId, name: `Bench post ${i} - Navia Created Content`, status: i % 2 ? 'approved' : 'draft',
    content: text(i), approved_content: i % 2 ? text(i) : null, content_instructions: JSON.stringify({ platformId: 'instagram', formatId: 'instagram-caption', topic: `post ${i}` }),
    version: 2, size_bytes: 4000,
  }));
  for (let i = 0; i < files.length; i += 100) await db.withSchema('content').table('files').insert(files.slice(i, i + 100));
  const versions = files.flatMap((f) => [1, 2].map((version) => ({ file_id: f.id, version, name: f.name, content: f.content, status: 'draft', source: version === 1 ? 'created' : 'saved' })));
  for (let i = 0; i < versions.length; i += 200) await db.withSchema('content').table('file_versions').insert(versions.slice(i, i + 200));

  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/export`, { headers: { authorization: `Bearer ${token}` } });
    const firstByte = performance.now() - started;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${strFromU8(bytes)}`);
    runs.push({ ms, firstByte, bytes: bytes.length });
    if (run === 0) {
      const entries = unzipSync(bytes);
      const data = JSON.parse(strFromU8(entries['navia-export.json']));
      summary = `zip ${Math.round(bytes.length / 1024)} KB, ${Object.keys(entries).length} entries; navia-export.json ${Math.round(entries['navia-export.json'].length / 1024)} KB: ` +
        `${data.strategies.length} strategies, ${data.tasks.length} tasks, ${data.files.length} files (${data.files.reduce((n, f) => n + f.versions.length, 0)} versions)`;
    }
  }
} finally {
  await db.destroy();
  await stopGroup(prod.child, 'SIGTERM');
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`GET /api/export, production arrangement, ${RUNS} runs, ${new Date().toISOString()}`);
console.log(summary);
console.log(`whole download: median ${Math.round(median(runs.map((r) => r.ms)))} ms (runs: ${runs.map((r) => Math.round(r.ms)).join(', ')} ms)`);
console.log(`first byte:     median ${Math.round(median(runs.map((r) => r.firstByte)))} ms`);
