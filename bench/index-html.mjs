// Figure: the gateway's `/` (the shell's index.html, what every visit starts with) in req/s and p99 with 50
// concurrent connections (autocannon), on the embedded arrangement npm start runs, with the browser's
// Accept-Encoding. Recorded before and after the per-response CSP nonce (docs/performance.md).
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envWithout, startAndWait, stopGroup } from './lib.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const PORT = process.env.PORT ?? '8099';
const dataDir = mkdtempSync(join(tmpdir(), 'navia-bench-index-'));

const server = await startAndWait(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), DATA_DIR: dataDir, PORT, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
});
try {
  const url = `http://127.0.0.1:${PORT}/`;
  const first = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  if (!first.ok) throw new Error(`/ answered ${first.status}`);
  // Warm-up: the static folders are compressed in the background at start.
  await new Promise((done, fail) => autocannon({ url, connections: 10, duration: 3 }, (err) => (err ? fail(err) : done())));
  const r = await new Promise((done, fail) =>
    autocannon({ url, connections: 50, duration: DURATION, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (err, res) => (err ? fail(err) : done(res))),
  );
  console.log(`gateway (embedded) GET /   ${Math.round(r.requests.average)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`);
} finally {
  await stopGroup(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
