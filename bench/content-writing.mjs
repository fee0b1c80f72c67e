// Figure (issue 7): time from POST /api/mindstudio/execute-writing to the draft in the answer with the built-in
// offline composer, production arrangement (gateway → content over HTTP, content → identity and brand over HTTP,
// each its own process), real PostgreSQL. The brand has a full profile (voice, emoji, samples, a persona, an
// offering); sequential calls, one format at a time, each writing into the open file (a re-write) or into a new file.
import { apiCaller, startAndWait, stopGroup, waitForUrl } from './lib.mjs';

const CALLS = Number(process.env.CALLS ?? 200);
const PORT = 8150;
const BASE = `http://127.0.0.1:${PORT}`;

const call = apiCaller(BASE);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => `${n.toFixed(1)} ms`;

const prod = await startAndWait(process.execPath, ['e2e/support/start-production.mjs'], {
  env: { ...process.env, E2E_GATEWAY_PORT: String(PORT), LOG_LEVEL: 'warn' },
  readyPattern: /Navia is ready at/,
});
const results = [];
try {
  await waitForUrl(`${BASE}/readyz`);
  let { accessToken: token } = await call('POST', '/api/auth/sign-up', undefined, { email: `bench.writing.${Date.now()}@example.com`, password: 'bench-password-1', firstName: 'Bench' });
  await call('POST', '/api/onboarding/complete', token, {
    companyName: 'Bench Bakery', website: 'https://bench.example', industry: 'Food, Beverage & Hospitality', businessStage: 'STAGE 2 - Build', northStarStatement: '',
    northStarData: { type_of_person: 'neighbours', type_of_problem: 'no time', product_or_service: 'bread', benefit: 'fresh mornings' },
  });
  // Enterprise: no content or file caps, so the benchmark measures the writing, not the refusals.
  token = (await call('POST', '/api/billing/test-mode/plan', token, { plan: 'enterprise' })).accessToken;
  await call('POST', '/api/brand-data', token, {
    brandData: {
      companyMission: 'bake bread that makes mornings calmer',
      brandPersonality: { traits: ['Warm', 'Playful'] }, toneOfVoice: { traits: ['Friendly'] }, languageStyle: { traits: ['Simple'] },
      emojiPreferences: { style: 'playful-vibrant', customEmojis: '🥖 🥐' },
      realContent: { socialMedia: 'Fresh out of the oven! #BenchBakery', websiteCopy: 'Bread worth waking up for.', emailIntros: 'Hey bread lovers!\nStay crusty,', blogPosts: '' },
      personas: { users: [{ id: 'p1', name: 'Parent Pat', occupation: 'school parent', mainFrustration: 'Chaotic school-run mornings', mainNeed: 'A breakfast that is ready when they are' }] },
      offerings: [{ id: 'o1', name: 'Breakfast Box', description: 'Pastries for the whole family', price: '15', offerUrl: 'https://bench.example/box', keyValue: 'breakfast sorted in one click' }],
    },
  });
  const instructions = (platformId, formatId, i) => ({ platformId, formatId, audience: 'Parent Pat', offer: 'Breakfast Box', topic: `Weekday breakfast idea number ${i}` });
  const { file } = await call('POST', '/api/files/new', token, {});
  // Warm-up: connections, JIT, the statement caches.
  for (let i = 0; i < 20; i += 1) await call('POST', '/api/mindstudio/execute-writing', token, { contentInstructions: instructions('instagram', 'instagram-caption', i), currentFileId: file.id });

  const cases = [
    ['instagram-caption into the open file', 'instagram', 'instagram-caption', true],
    ['email-newsletter into the open file', 'email', 'email-newsletter', true],
    ['blog-post into the open file', 'blog', 'blog-post', true],
    ['instagram-caption into a new file', 'instagram', 'instagram-caption', false],
  ];
  for (const [label, platformId, formatId, intoOpen] of cases) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < CALLS; i += 1) {
      const started = process.hrtime.bigint();
      const answer = await call('POST', '/api/mindstudio/execute-writing', token, { contentInstructions: instructions(platformId, formatId, i), ...(intoOpen ? { currentFileId: file.id } : {}) });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      bytes += answer.content.length;
    }
    times.sort((a, b) => a - b);
    results.push(`${label.padEnd(40)} p50 ${ms(pct(times, 50)).padStart(9)}   p95 ${ms(pct(times, 95)).padStart(9)}   p99 ${ms(pct(times, 99)).padStart(9)}   max ${ms(times[times.length - 1]).padStart(9)}   draft ~${Math.round(bytes / CALLS)} chars`);
  }
} finally {
  await stopGroup(prod.child, 'SIGTERM');
}
console.log(`execute-writing → draft, offline composer, ${CALLS} sequential calls per row, production arrangement, ${new Date().toISOString()}`);
for (const r of results) console.log(r);
