// What Lighthouse's simulated LCP is made of (issue 16): replays one run's Lantern simulation and prints, for the
// graph it estimates the LCP from, every request and every main-thread task over 10 ms with its simulated start and
// end, then the chain that ends last (each step the dependency that finished latest before the next began): the
// requests and tasks the LCP waits for, one after another.
//
//   RUNS=1 ROUTES=/tasks LH_OUT=/tmp/lh LH_TRACES=1 node bench/lighthouse.mjs
//   node bench/lantern-lcp-path.mjs /tmp/lh/tasks-1.artifacts.json
//
// The figures are Lighthouse's own: the same computed artifact its largest-contentful-paint audit reads, under the
// settings the run had (the mobile profile's simulated slow 4G and 4x CPU, or bench/lighthouse.mjs's THROTTLING).
// Lighthouse takes the LCP as the optimistic estimate (its graph holds what the observed load requested before its
// LCP, images of low priority left out); the pessimistic one is printed for comparison.
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/lantern-lcp-path.mjs <route>-<n>.artifacts.json (bench/lighthouse.mjs with LH_OUT and LH_TRACES=1)');
  process.exit(2);
}
const artifacts = JSON.parse(readFileSync(file, 'utf8'));
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
  SourceMaps: [],
  HostDPR: artifacts.HostDPR,
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });

const ms = (x) => `${Math.round(x)}`.padStart(5);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);

function describe(node) {
  if (node.type === 'network') return `${node.request.resourceType || 'Other'} ${shortUrl(node.request.url)} ${kb(node.request.transferSize)}`;
  const scripts = new Set();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url;
    if (url) scripts.add(shortUrl(url));
  }
  return `task ${[...scripts].slice(0, 3).join(', ') || '(no script)'}`;
}

function print(label, estimate) {
  const timings = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  console.log(`\n${label}: ${Math.round(estimate.timeInMs)} ms, ${timings.filter(([n]) => n.type === 'network').length} requests`);
  console.log('start   end  what');
  for (const [node, t] of timings) {
    if (node.type === 'cpu' && t.duration < 10) continue;
    console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${describe(node)}`);
  }
  // The chain that ends last: from the node that ends last, back through the dependency that ended latest.
  const chain = [];
  let [node] = timings.reduce((last, entry) => (entry[1].endTime > last[1].endTime ? entry : last));
  while (node) {
    chain.unshift(node);
    const deps = node.getDependencies().filter((d) => estimate.nodeTimings.has(d));
    node = deps.sort((a, b) => estimate.nodeTimings.get(b).endTime - estimate.nodeTimings.get(a).endTime)[0];
  }
  console.log(`\nthe chain that ends last (${chain.length} steps):`);
  for (const n of chain) {
    const t = estimate.nodeTimings.get(n);
    console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${describe(n)}`);
  }
}

console.log(`${file}: simulated LCP ${Math.round(result.timing)} ms`);
print('optimistic estimate (the LCP)', result.optimisticEstimate);
if (process.env.PESSIMISTIC) print('pessimistic estimate', result.pessimisticEstimate);
