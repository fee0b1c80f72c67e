// What the signed-out page's start costs a visitor's phone, and what the visitor waits for when they tap (issue 16).
// Lighthouse scores the first (its blocking time); this bench also measures the second, so a change that moves the
// app's work out of Lighthouse's window has to show what it does to the page's one action. On a phone-like load:
// Debian's chromium at Lighthouse's mobile size with touch, 4× CPU slowdown and Lighthouse's slow 4G (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up), through DevTools (Emulation.setCPUThrottlingRate,
// Network.emulateNetworkConditions). Per load:
//   blocking      Σ (task − 50 ms) over the long tasks from the navigation until the tap;
//   tap → dialog  from the touch on the welcome card's Sign In until the sign-in dialog's Email field is in the page
//                 (whatever of the app's start is still to come, and the dialog's own chunk, loaded on demand).
// Two kinds of visitor: `reader` taps once the page has been quiet for 3 s (network idle, then 3 s), `early` taps the
// moment the card is drawn.
//
// COMPARE_DIR, as in bench/long-tasks.mjs: another checkout (e.g. `git worktree add /tmp/navia-before <rev>` with its
// own `npm ci`) runs beside this one and the loads alternate, so the machine's drift reaches both builds alike.
//
// Env: LOADS (default 5), PORT (8095; the comparison uses PORT + 1), COMPARE_DIR.
import { resolve } from 'node:path';
import { blockingTime, formatMs, launchBenchChromium, median, startComparedBuilds, stopBuildTarget } from './lib.mjs';

const LOADS = Number(process.env.LOADS ?? 5);
const PORT = Number(process.env.PORT ?? 8095);
const COMPARE_DIR = process.env.COMPARE_DIR ? resolve(process.env.COMPARE_DIR) : null;
const KINDS = ['reader', 'early'];

// Runs in the page before its own scripts: the long tasks with their start, the first touch, and when a dialog with
// an email field first appears.
const OBSERVE = `
  window.__naviaTap = { tasks: [], tapAt: null, dialogAt: null };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__naviaTap.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  addEventListener('touchstart', () => { window.__naviaTap.tapAt ??= performance.now(); }, { capture: true, passive: true });
  new MutationObserver(() => {
    if (window.__naviaTap.dialogAt === null && document.querySelector('[role="dialog"] input[type="email"]')) {
      window.__naviaTap.dialogAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function load(browser, target, kind) {
  const context = await browser.newContext({ baseURL: target.base, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    if (kind === 'reader') {
      await page.goto('/', { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(3000); // the visitor reads; this is the quiet the kind is defined by, not a wait for the page
    } else {
      await page.goto('/', { waitUntil: 'commit', timeout: 120_000 });
      await signIn.waitFor();
    }
    await signIn.tap();
    await page.getByRole('dialog').getByLabel('Email').waitFor({ timeout: 120_000 });
    const { tasks, tapAt, dialogAt } = await page.evaluate(() => window.__naviaTap);
    return { blocking: blockingTime(tasks.filter(([start]) => start < tapAt).map(([, d]) => d)), tapToDialog: dialogAt - tapAt };
  } finally {
    await context.close();
  }
}

const targets = [];
let browser;
try {
  await startComparedBuilds(targets, COMPARE_DIR, PORT);
  browser = await launchBenchChromium();
  for (const target of targets) await load(browser, target, 'early'); // warm the server's compressed files
  const results = [];
  for (const kind of KINDS) {
    const runs = targets.map(() => []);
    for (let i = 0; i < LOADS; i += 1) for (const [t, target] of targets.entries()) runs[t].push(await load(browser, target, kind));
    results.push({ kind, runs });
    console.error(`${kind}: ${targets.map((t, i) => `${t.label} ${runs[i].map((r) => `${Math.round(r.blocking)}/${Math.round(r.tapToDialog)}`).join(', ')}`).join(' | ')}`);
  }
  console.log(`Signed-out \`/\`, 412×823 touch, 4× CPU, slow 4G (DevTools), median of ${LOADS}${COMPARE_DIR ? ', loads alternating between the two builds' : ''}`);
  console.log('| visitor | build | blocking before the tap | tap → dialog |');
  console.log('|---|---|---|---|');
  for (const { kind, runs } of results) {
    for (const [t, target] of targets.entries()) {
      const m = (key) => median(runs[t].map((r) => r[key]));
      console.log(`| ${kind} | ${target.label} | ${formatMs(m('blocking'))} | ${formatMs(m('tapToDialog'))} |`);
    }
  }
} finally {
  await browser?.close();
  for (const target of targets) await stopBuildTarget(target);
}
