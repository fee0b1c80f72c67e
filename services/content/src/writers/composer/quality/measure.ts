import { composeDraft } from '../compose';
import { requestFor } from '../fixtures/brands';
import { brandNames, brokenSentences, ownerPhrases, missingTopicWords, sharedSentenceShare, type BrokenSentence } from './checks';
import { CORPUS_BRANDS, CORPUS_TOPICS, qualityCorpus, TOPIC_KINDS } from './corpus';
import { createGrammarChecker, type GrammarIssue } from './grammar';

export interface QualityFigures {
  drafts: number;
  words: number;
  issues: number;
  issuesPer100Words: number;
  issuesByRule: Array<[string, number]>;
  examples: Array<GrammarIssue & { formatId: string; topic: string }>;
  broken: Array<BrokenSentence & { formatId: string; topic: string }>;
  missingTopicWords: Array<{ formatId: string; topic: string; missing: string[] }>;
  /** Ten topics, one brand and format: how much of one draft another repeats, averaged over the pairs. */
  sharedAcrossTopics: number;
  /** One request written twice (two variations): how much of one the other repeats. */
  sharedAcrossVariations: number;
  composeMsMedian: number;
  composeMsP99: number;
  /** Drafts one core composes a second, back to back (the corpus 20 times over). */
  draftsPerSecond: number;
}

/** The formats the overlap is measured on: a caption, a long article, an email. */
const OVERLAP_FORMATS = ['instagram-caption', 'blog-post', 'email-newsletter'];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The composer's figures over the fixed corpus (issue 21): grammar (harper.js), broken shapes, topic, overlap, speed. */
export async function measureQuality(rounds = 3): Promise<QualityFigures> {
  const checker = await createGrammarChecker();
  const corpus = qualityCorpus(rounds);
  const byRule = new Map<string, number>();
  const figures: QualityFigures = {
    drafts: corpus.length, words: 0, issues: 0, issuesPer100Words: 0, issuesByRule: [], examples: [], broken: [], missingTopicWords: [],
    sharedAcrossTopics: 0, sharedAcrossVariations: 0, composeMsMedian: 0, composeMsP99: 0, draftsPerSecond: 0,
  };
  for (const d of corpus) {
    const text = composeDraft(d.request);
    const { words, issues } = await checker.check(text, d.request.brand, d.topic);
    figures.words += words;
    figures.issues += issues.length;
    for (const i of issues) {
      byRule.set(i.rule, (byRule.get(i.rule) ?? 0) + 1);
      figures.examples.push({ ...i, formatId: d.formatId, topic: d.topic });
    }
    for (const b of brokenSentences(text, brandNames(d.request.brand), ownerPhrases(d.request.brand))) figures.broken.push({ ...b, formatId: d.formatId, topic: d.topic });
    const missing = missingTopicWords(text, d.topic);
    if (missing.length) figures.missingTopicWords.push({ formatId: d.formatId, topic: d.topic, missing });
  }
  figures.issuesPer100Words = (100 * figures.issues) / Math.max(1, figures.words);
  figures.issuesByRule = [...byRule].sort((a, b) => b[1] - a[1]);

  // Overlap: the roaster's and the yoga studio's topics (ten in all) in each of OVERLAP_FORMATS.
  const tenTopics = [...TOPIC_KINDS.map((k) => CORPUS_TOPICS.roaster[k]), ...TOPIC_KINDS.slice(0, 3).map((k) => CORPUS_TOPICS['yoga studio'][k])];
  const [, roaster] = CORPUS_BRANDS[0];
  const shares = OVERLAP_FORMATS.map((f) =>
    sharedSentenceShare(tenTopics.map((topic) => ({ topic, text: composeDraft(requestFor(roaster, f, topic)) }))),
  );
  figures.sharedAcrossTopics = Math.max(...shares);
  const variations = OVERLAP_FORMATS.map((f) =>
    sharedSentenceShare(['a', 'b'].map((variation) => ({ topic: tenTopics[0], text: composeDraft(requestFor(roaster, f, tenTopics[0], { variation })) }))),
  );
  figures.sharedAcrossVariations = Math.max(...variations);

  // Speed: every corpus draft composed 20 times.
  const times: number[] = [];
  const started = performance.now();
  for (let round = 0; round < 20; round += 1) {
    for (const d of corpus) {
      const t0 = performance.now();
      composeDraft({ ...d.request, variation: String(round) });
      times.push(performance.now() - t0);
    }
  }
  figures.draftsPerSecond = times.length / ((performance.now() - started) / 1000);
  times.sort((a, b) => a - b);
  figures.composeMsMedian = quantile(times, 0.5);
  figures.composeMsP99 = quantile(times, 0.99);
  return figures;
}
