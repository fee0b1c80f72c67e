import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** Spawns a command and resolves when `readyPattern` appears on its stdout (or the URL answers), with the time taken. */
export function startAndWait(cmd, args, { env, readyPattern = /Navia is ready at/, timeoutMs = 180_000, cwd = ROOT } = {}) {
  const started = process.hrtime.bigint();
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (buf) => {
      output += buf;
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve({ child, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (b) => (output += b));
    child.on('exit', (code) => reject(new Error(`exited with ${code} before ready:\n${output.slice(-2000)}`)));
  });
}

/** Stops a process group started by startAndWait and waits for it to exit. */
export function stopGroup(child, signal = 'SIGINT') {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export function envWithout(...keys) {
  const env = { ...process.env };
  for (const k of keys) delete env[k];
  return env;
}

/** JSON calls to a running gateway at `base`, with an optional bearer token; a non-2xx answer throws with its body. */
export function apiCaller(base) {
  return async function call(method, path, token, body) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** The account e2e/support/accounts.ts builds: a café brand, onboarded, with every brand-setup step filled. */
const BENCH_ONBOARDING = {
  companyName: 'Bean There Café', website: 'https://bean.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 1 - Launch', northStarStatement: '',
  northStarData: { type_of_person: 'busy commuters', type_of_problem: 'short on time', product_or_service: 'pre-ordered coffee', benefit: 'they start the day calm' },
};
const BENCH_BRAND = {
  companyStory: 'A corner café that opened in 2019 to serve commuters coffee without the queue.',
  companyMission: 'Make every weekday morning a little calmer.',
  companyVision: 'The friendliest stop on every commute in town.',
  offerings: [{ name: 'Morning pass', description: 'Ten coffees, pre-ordered', price: '35', currency: 'USD', keyValue: 'No queue before work' }],
  personas: {
    users: [{
      name: 'Commuter Kim', age: '25-34', gender: 'female', location: 'Leeds', educationLevel: 'bachelors', industry: 'Healthcare', occupation: 'Nurse',
      incomeLevel: '25k-50k', relationshipStatus: 'single', childrenStatus: 'no-children', mainFrustration: 'Queues before a shift',
      mainNeed: 'Coffee without waiting', obstacles: 'Irregular hours', triedBefore: 'Chain cafés',
    }],
  },
  brandPersonality: { traits: ['warm', 'upbeat'] },
  toneOfVoice: { traits: ['friendly'] },
  languageStyle: { traits: ['plain'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
};

/**
 * Signs up a bench user through `call` (apiCaller), completes onboarding and the whole brand profile, switched to
 * `plan` in test mode when given. Returns its email and current access token.
 */
export async function seedBrandUser(call, { tag, password, plan }) {
  const email = `bench.${tag}.${Date.now()}@example.com`;
  let { accessToken: token } = await call('POST', '/api/auth/sign-up', undefined, { email, password, firstName: 'Bench' });
  await call('POST', '/api/onboarding/complete', token, BENCH_ONBOARDING);
  if (plan) token = (await call('POST', '/api/billing/test-mode/plan', token, { plan })).accessToken;
  await call('POST', '/api/brand-data', token, { brandData: BENCH_BRAND });
  return { email, token };
}

/**
 * The e2e helpers' account (e2e/support/accounts.ts) that the page benches sign in as: seedBrandUser's user, who has
 * also launched the 5-Day Launch Sprint. Returns its email and current access token.
 */
export async function seedLaunchedUser(call, { tag, password }) {
  const { email, token } = await seedBrandUser(call, { tag, password });
  await call('POST', '/api/strategies/create-from-template', token, { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '30', obj1_kr1: '10' } });
  return { email, token };
}

/** Issue 16's six main routes: `/` (measured signed out) and the five signed-in screens. */
export const MAIN_ROUTES = ['/', '/dashboard', '/tasks', '/strategies', '/brand-profile/who-you-are', '/create/writing'];

/** The median of the finite numbers among `values` (a run that measured nothing leaves NaN or undefined); NaN if none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Debian's chromium (never a downloaded browser) as the browser benches drive it: without the background traffic,
 * component updates and sync that would add requests and main-thread work to what they measure.
 */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Starts `npm start`'s build of the checkout at `dir` on `port` (PGlite in a throwaway DATA_DIR, in-process jobs), for
 * the benches that compare two builds with loads alternating between them. With `seed` ({ tag, password }), signs up
 * bench/lighthouse.mjs's user there (onboarded, complete brand, one launched strategy); its email is `email`.
 */
export async function startBuildTarget(label, dir, port, { seed } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/navia-bench-target-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startAndWait(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { ...envWithout('DATABASE_URL', 'REDIS_URL'), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeoutMs: 900_000,
  });
  try {
    const email = seed ? (await seedLaunchedUser(apiCaller(base), seed)).email : undefined;
    return { label, dir, base, email, server, dataDir };
  } catch (error) {
    await stopGroup(server.child);
    throw error;
  }
}

/** Stops a target of startBuildTarget and removes its data. */
export async function stopBuildTarget(target) {
  await stopGroup(target.server.child);
  rmSync(target.dataDir, { recursive: true, force: true });
}

/**
 * Fills `targets` with this checkout's build on `port` and, with `compareDir`, that checkout's beside it on port + 1
 * (startBuildTarget's `options` for both). In place, so a caller's `finally` stops whichever did start.
 */
export async function startComparedBuilds(targets, compareDir, port, options) {
  targets.push(await startBuildTarget('this checkout', ROOT, port, options));
  if (compareDir) targets.push(await startBuildTarget(compareDir, compareDir, port + 1, options));
}

/** Lighthouse's rule for blocking time: Σ (duration − 50 ms) over the long tasks' durations. */
export function blockingTime(durations) {
  return durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
}

/** A duration for a bench's table: '1,234 ms', or '–' when nothing was measured. */
export function formatMs(x) {
  return Number.isNaN(x) ? '–' : `${Math.round(x).toLocaleString('en-US')} ms`;
}
