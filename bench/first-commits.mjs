// What React renders in a cold signed-in load, commit by commit (issue 16): how many components each commit rendered
// (mounted or rendered again) and where each re-render started (a component that rendered while its parent did
// not: a state or store update, or a context change). A page's first screen should be one mount, with at most a few
// small updates after it; a re-render of hundreds of components right after the mount is the whole page drawn twice,
// and React renders a store update (useSyncExternalStore: zustand, TanStack Query) or a layout effect's setState
// synchronously, as one long task.
//
// How: a stand-in for React DevTools' global hook (installed before the page's scripts) receives every commit of the
// root; it walks the committed tree beside the previous one as DevTools does (a subtree whose children are the same
// objects was not touched) and counts components with React's PerformedWork flag. Lighthouse's mobile size (412 ×
// 823), 4× CPU (DevTools throttling), network unthrottled, a new browser context per route, signed in as
// bench/lighthouse.mjs's user (onboarded, complete brand, one launched strategy), on `npm start`'s build.
// Component names are minified in the production build; NAVIA_PROFILING_BUILD=1 (scripts/start.mjs then builds
// unminified) gives the source's names.
//
// Env: ROUTES (comma-separated, default the five signed-in routes), PORT (8096), NAVIA_PROFILING_BUILD.
import { MAIN_ROUTES, ROOT, launchBenchChromium, startBuildTarget, stopBuildTarget } from './lib.mjs';

const PORT = Number(process.env.PORT ?? 8096);
const PASSWORD = 'bench-password-1';
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : MAIN_ROUTES.filter((route) => route !== '/');
/** How long after the network is quiet late commits (an ellipsis measured, a toast holder) are still recorded. */
const SETTLE_MS = 1500;

/** Runs in the page before its scripts. */
function installCommitRecorder() {
  const FUNCTION_COMPONENT = 0, CLASS_COMPONENT = 1, FORWARD_REF = 11, MEMO = 14, SIMPLE_MEMO = 15;
  const COMPONENT_TAGS = new Set([FUNCTION_COMPONENT, CLASS_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO]);
  const PERFORMED_WORK = 1;
  const start = performance.now();
  const commits = (window.__naviaCommits = []);
  const nameOf = (fiber) => {
    const type = fiber.type;
    const named = type && (type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name);
    return named || `(anonymous ${fiber.tag === FORWARD_REF ? 'forwardRef' : 'component'})`;
  };
  const namedAncestor = (fiber) => {
    for (let up = fiber.return; up; up = up.return) if (COMPONENT_TAGS.has(up.tag) && (up.type?.name || up.type?.displayName)) return nameOf(up);
    return '';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_rendererId, root) {
      let rendered = 0;
      let mounted = 0;
      const origins = [];
      const countMounted = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          if (COMPONENT_TAGS.has(fiber.tag)) {
            rendered += 1;
            mounted += 1;
          }
          if (fiber.child) countMounted(fiber.child);
        }
      };
      const walk = (parent, parentRendered) => {
        if (parent.alternate && parent.child === parent.alternate.child) return; // untouched subtree
        for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
          if (!fiber.alternate) {
            countMounted(fiber);
            continue;
          }
          const didRender = COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
          if (didRender) rendered += 1;
          if (didRender && !parentRendered) origins.push(`${nameOf(fiber)} in ${namedAncestor(fiber)}`);
          walk(fiber, parentRendered || didRender);
        }
      };
      walk(root.current, false);
      commits.push({ at: Math.round(performance.now() - start), rendered, mounted, origins });
    },
  };
}

const target = await startBuildTarget('this checkout', ROOT, PORT, { seed: { tag: 'commits', password: PASSWORD } });
const browser = await launchBenchChromium();
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.request.post(`${target.base}/api/auth/sign-in`, { data: { email: target.email, password: PASSWORD } });
    await page.addInitScript(installCommitRecorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${target.base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const commits = await page.evaluate(() => window.__naviaCommits);
    console.log(`\n### ${route}: ${commits.length} commits`);
    console.log('| ms after start | components rendered | of them mounted | re-renders started at |');
    console.log('|---|---|---|---|');
    for (const commit of commits) {
      const counts = new Map();
      for (const origin of commit.origins) counts.set(origin, (counts.get(origin) ?? 0) + 1);
      const origins = [...counts].map(([origin, count]) => (count > 1 ? `${origin} ×${count}` : origin));
      console.log(`| ${commit.at} | ${commit.rendered} | ${commit.mounted} | ${origins.join('; ') || '–'} |`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopBuildTarget(target);
}
