// Figure: time from `npm start` to ready, on a second start (dependencies installed, frontends built, database
// already created and migrated). Runs `node scripts/start.mjs` exactly as `npm start` does, on the embedded default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envWithout, startAndWait, stopGroup } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'navia-bench-start-'));
const env = { ...envWithout('DATABASE_URL', 'REDIS_URL'), DATA_DIR: dataDir, PORT: process.env.PORT ?? '8095', LOG_LEVEL: 'warn' };

const first = await startAndWait(process.execPath, ['scripts/start.mjs'], { env });
await stopGroup(first.child);
const times = [];
for (let i = 0; i < runs; i++) {
  const again = await startAndWait(process.execPath, ['scripts/start.mjs'], { env });
  times.push(again.ms);
  await stopGroup(again.child);
}
rmSync(dataDir, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(`npm start → ready: first start ${Math.round(first.ms)} ms (creates PGlite, migrates)`);
console.log(`npm start → ready, second start: median ${Math.round(times[Math.floor(times.length / 2)])} ms, min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1))} ms over ${runs} runs`);
