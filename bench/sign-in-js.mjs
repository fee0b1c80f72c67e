// Figure: JavaScript the browser downloads (gzip and brotli) before the sign-in card is interactive, measured in
// Debian's chromium against `npm start`'s build.
import { chromium } from 'playwright-core';
import { envWithout, startAndWait, stopGroup } from './lib.mjs';

const PORT = process.env.PORT ?? '8096';
const base = `http://127.0.0.1:${PORT}`;
const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
  env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT, DATA_DIR: '/tmp/navia-bench-signin', LOG_LEVEL: 'warn' },
});
// The server is stopped whatever fails next (a missing chromium used to leave it holding the port).
const browser = await chromium
  .launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  .catch(async (error) => {
    await stopGroup(server.child);
    throw error;
  });
try {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  const started = Date.now();
  await page.goto(base + '/');
  await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
  const interactiveMs = Date.now() - started;
  let raw = 0;
  let gzip = 0;
  let br = 0;
  const rows = [];
  for (const url of scripts) {
    const size = async (enc) => Number((await fetch(url, { headers: { 'accept-encoding': enc } })).headers.get('content-length') ?? 0) || (await (await fetch(url, { headers: { 'accept-encoding': enc } })).arrayBuffer()).byteLength;
    const r = (await (await fetch(url)).arrayBuffer()).byteLength;
    const g = await size('gzip');
    const b = await size('br');
    raw += r;
    gzip += g;
    br += b;
    rows.push(`  ${new URL(url).pathname.padEnd(60)} ${String(r).padStart(9)} raw ${String(g).padStart(8)} gzip ${String(b).padStart(8)} br`);
  }
  console.log(`sign-in screen: ${scripts.size} scripts, ${raw} bytes raw, ${gzip} bytes gzip, ${br} bytes brotli; sign-in button visible after ${interactiveMs} ms`);
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await stopGroup(server.child);
}
