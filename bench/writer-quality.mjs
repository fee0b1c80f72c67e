// Figures (issue 21): how the offline composer's drafts read. Over the fixed corpus of
// services/content/src/writers/composer/quality/corpus.ts (five brands, every format in the catalogue, every kind
// of topic; ROUNDS passes over the catalogue, default 3 = 81 drafts):
//  - harper.js's issues per 100 words (npm, WebAssembly, offline; the brand's own names read as one known name,
//    hashtags and links left out, title-case headings not asked for), by rule, with examples;
//  - sentences with a known broken shape (quality/checks.ts), and drafts missing the topic's key words;
//  - overlap: the share of sentences shared by drafts about ten different topics, and by two variations of one;
//  - the composer's time per draft (median and p99 over 20 passes) and drafts per second on one core.
// Env: ROUNDS, EXAMPLES (how many issues and broken sentences to print, default 15), SAMPLES_OUT (a markdown file:
// ten drafts written there unedited, as docs/writing-samples.md holds them).
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { measureQuality } = await tsImport('../services/content/src/writers/composer/quality/measure.ts', import.meta.url);
if (process.env.SAMPLES_OUT) {
  const { sampleRequests } = await tsImport('../services/content/src/writers/composer/quality/corpus.ts', import.meta.url);
  const { composeDraft } = await tsImport('../services/content/src/writers/composer/compose.ts', import.meta.url);
  const parts = sampleRequests().map(({ brand, topic, request }, i) => {
    const fence = '~~~~';
    return `## ${i + 1}. ${request.brand.companyName} (${brand}): ${request.format.name}, "${topic}"\n\n${fence}markdown\n${composeDraft(request)}\n${fence}\n`;
  });
  const head = [
    '# Writing samples: the offline composer, unedited',
    '',
    'Ten drafts of the built-in writer (`WRITER=offline`), exactly as it writes them, for brands and topics of',
    "`services/content/src/writers/composer/quality/corpus.ts` (the issue's coffee roaster, a law firm, a fitness coach, a",
    'yoga studio, a plumber who filled in almost nothing). Regenerate with',
    '`SAMPLES_OUT=docs/writing-samples.md node bench/writer-quality.mjs`; the figures for the whole corpus are in',
    'docs/performance.md ("The offline composer\'s drafts").',
    '',
  ].join('\n');
  writeFileSync(process.env.SAMPLES_OUT, `${head}\n${parts.join('\n')}`);
}
const EXAMPLES = Number(process.env.EXAMPLES ?? 15);
const f = await measureQuality(Number(process.env.ROUNDS ?? 3));
const pct = (x) => `${(100 * x).toFixed(1)} %`;
console.log(`offline composer, ${f.drafts} drafts, ${f.words} words`);
console.log(`harper.js issues: ${f.issues}, ${f.issuesPer100Words.toFixed(2)} per 100 words`);
for (const [rule, n] of f.issuesByRule.slice(0, 12)) console.log(`  ${String(n).padStart(4)}  ${rule}`);
for (const e of f.examples.slice(0, EXAMPLES)) console.log(`  e.g. [${e.rule}] "${e.text}" (${e.formatId}, ${e.topic}): ${e.message}`);
console.log(`sentences with a broken shape: ${f.broken.length}`);
const byPattern = new Map();
for (const b of f.broken) byPattern.set(b.pattern, (byPattern.get(b.pattern) ?? 0) + 1);
for (const [p, n] of [...byPattern].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${p}`);
for (const b of f.broken.slice(0, EXAMPLES)) console.log(`  e.g. [${b.pattern}] ${b.sentence} (${b.formatId})`);
console.log(`drafts missing the topic's key words: ${f.missingTopicWords.length} of ${f.drafts}`);
for (const m of f.missingTopicWords.slice(0, 5)) console.log(`  e.g. ${m.formatId}, "${m.topic}": ${m.missing.join(', ')}`);
console.log(`sentences shared across ten topics (worst of three formats): ${pct(f.sharedAcrossTopics)}`);
console.log(`sentences shared by two variations of one request (worst of three formats): ${pct(f.sharedAcrossVariations)}`);
console.log(`compose time per draft: median ${f.composeMsMedian.toFixed(3)} ms, p99 ${f.composeMsP99.toFixed(3)} ms; ${Math.round(f.draftsPerSecond)} drafts per second on one core`);
