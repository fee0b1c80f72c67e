// Lighthouse 13's mobile performance score for chosen metric values (issue 16): which LCP and TBT a signed-in route
// needs to reach 90. The score is the weighted log-normal scores of five metrics (FCP 10 %, Speed Index 10 %, LCP 25 %,
// TBT 30 %, CLS 25 %), with the mobile curves' p10 and median from Lighthouse's own audits; the scoring function is
// Lighthouse's (`lighthouse/shared/statistics.js`). Not a measurement: it prints the table docs/performance.md uses to
// say what a change must achieve, and it reproduces the measured scores (a route at LCP 4.2 s and TBT 0.6 s scores 71
// here and in bench/lighthouse.mjs).
//
// Env: TBT (comma-separated ms, default 0,100,…,700); LCP (comma-separated ms: a column for each, with the signed-in
// routes' measured FCP 1.2 s and Speed Index 1.8 s). Columns: the shapes of page measured so far, then LCP's.
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';

const CURVES = { fcp: [1800, 3000, 0.1], si: [3387, 5800, 0.1], lcp: [2500, 4000, 0.25], tbt: [200, 600, 0.3], cls: [0.1, 0.25, 0.25] };
const PAGES = [
  // docs/performance.md "What a signed-in route needs for 90": measured FCP, SI and LCP of each shape, CLS 0.
  { label: 'first screen in the HTML (FCP 0.9 s, SI 1.2 s, LCP 1.4 s)', fcp: 900, si: 1200, lcp: 1400 },
  { label: 'LCP 2.5 s (FCP 1.2 s, SI 1.8 s)', fcp: 1200, si: 1800, lcp: 2500 },
  { label: 'LCP 3.0 s', fcp: 1200, si: 1800, lcp: 3000 },
  { label: 'as built (FCP 1.2 s, SI 1.8 s, LCP 4.2 s)', fcp: 1200, si: 1800, lcp: 4200 },
  ...(process.env.LCP ? process.env.LCP.split(',').map(Number) : []).map((lcp) => ({ label: `LCP ${lcp / 1000} s`, fcp: 1200, si: 1800, lcp })),
];
const TBTS = (process.env.TBT ?? '0,100,200,250,300,350,400,500,600,700').split(',').map(Number);

function performanceScore(metrics) {
  const total = Object.entries(CURVES).reduce((sum, [key, [p10, median, weight]]) => sum + weight * getLogNormalScore({ p10, median }, metrics[key]), 0);
  return Math.round(100 * total);
}

console.log(`| TBT | ${PAGES.map((p) => p.label).join(' | ')} |`);
console.log(`|---|${PAGES.map(() => '---').join('|')}|`);
for (const tbt of TBTS) console.log(`| ${tbt} ms | ${PAGES.map((p) => performanceScore({ ...p, tbt, cls: 0 })).join(' | ')} |`);
