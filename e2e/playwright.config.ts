import { defineConfig } from '@playwright/test';

// Debian's chromium, driven by playwright-core (never a downloaded browser). See docs/operations.md.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
const PRODUCTION = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
const EMBEDDED = Number(process.env.E2E_EMBEDDED_PORT ?? 8190);
/** Where e2e/specs/webhooks.spec.ts listens for deliveries on the embedded arrangement. */
export const WEBHOOK_RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_RECEIVER_PORT ?? 8195);

// The embedded smoke run must look exactly like `npm start` on a new machine: no DATABASE_URL, no REDIS_URL.
// Playwright merges this over process.env, so they are blanked (empty means unset) rather than left out.
const embeddedEnv: Record<string, string> = {
  DATABASE_URL: '',
  REDIS_URL: '',
  JOB_BACKEND: '',
  PORT: String(EMBEDDED),
  DATA_DIR: 'test-results/embedded-data',
  PASSWORD_HASH_LOG_N: '12',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  // WRITER and BRAND_VOICE_ANALYZER keep their default (auto), as on a new machine; auto looks only at an address
  // where nothing listens (port 9, discard), so a model server on the developer's machine does not write the walks'
  // drafts and the walk sees what a new machine shows: the composer.
  LOCAL_AI_URL: 'http://127.0.0.1:9/v1',
  // The webhooks walk's receiver on this machine (a private address, so named here; production refuses the setting).
  WEBHOOK_ALLOW_PRIVATE: `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}`,
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/playwright',
  // Generous waits: on a 2-core runner the two workers' browsers, the production processes and the embedded server
  // share the CPU, and a signed-in page then took up to ~22 s to render (seen twice in fresh-clone runs; the same page
  // renders in 2–6 s under a 4× CPU slowdown alone, measured 2026-11-24). Waits end at the event, so a passing walk
  // is no slower for them.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // A failed walk keeps its trace (DOM snapshots of every step, network, console) and a screenshot of where it stopped.
  // The trace's screencast is off: it had chromium encode frames all through every walk, which was 40 % of the browser
  // stage's CPU (194 → 117 CPU-s for the create and tasks walks, measured 2026-11-26) on a 2-core runner.
  // reducedMotion: the app then turns antd's motion off (NaviaConfigProvider), so a click in a dialog never lands while
  // the dialog is still zooming in. Under load two animation frames could give the same box mid-zoom, Playwright's
  // "stable" check passed, and the click on a 15 × 6 px Delete button missed (seen twice, 2026-11-27).
  use: {
    launchOptions: chromium,
    reducedMotion: 'reduce',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'production', testIgnore: /embedded-smoke/, use: { baseURL: `http://127.0.0.1:${PRODUCTION}` } },
    // The core walks (tagged @core: strategy launch → complete → delete, file delete, task execution) run on both
    // arrangements: the embedded default is what a newcomer's `npm start` gives, and it once failed flows that
    // passed on PostgreSQL (knex-pglite's delete counts). The embedded smoke test runs there alone.
    { name: 'embedded', grep: /@core|@embedded/, use: { baseURL: `http://127.0.0.1:${EMBEDDED}` } },
  ],
  webServer: [
    {
      command: 'node e2e/support/start-production.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${PRODUCTION}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'rm -rf test-results/embedded-data && node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${EMBEDDED}/readyz`,
      env: embeddedEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
