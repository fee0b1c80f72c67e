import { EMOJI_STYLES, type BrandData, type EmojiStyle, type VoiceAspect, type VoiceAspectScore, type VoiceDrift, type VoiceMatch, type VoiceScore } from '@navia/contracts';
import { measureMarkers, measureText, type TextMeasures } from './measures/measure-text';
import { sentences } from './measures/tokenize';
import { chooseEmojiStyle, scoreRules, type Scored, type TraitField } from './offline-analyzer';

/**
 * The voice score (issue 18): how well a text fits the brand's saved voice, read with the offline analyzer's own
 * measures and trait rules, so it is deterministic and needs no network. Each saved trait the rules know scores how
 * close the text comes to it (the rule's points against its threshold); the emoji style scores by distance between
 * styles. Passages that drift are pointed at sentence by sentence, and the brand's real content that reads the same
 * on an aspect is listed as matches.
 */

/** What the score reads of the brand record: its saved voice and its real content. */
export type SavedVoice = Pick<BrandData, 'brandPersonality' | 'toneOfVoice' | 'languageStyle' | 'emojiPreferences' | 'realContent'>;

const FIELD: Record<Exclude<VoiceAspect, 'emoji'>, TraitField> = { personality: 'brand_personality', tone: 'tone_of_voice', language: 'language_style' };
const WEIGHT: Record<VoiceAspect, number> = { personality: 0.3, tone: 0.3, language: 0.25, emoji: 0.15 };
/** Emoji styles from none to many: a text one step away from the brand's style keeps most of the aspect. */
const EMOJI_LEVEL: Record<EmojiStyle, number> = { none: 0, 'minimalist-professional': 1, 'strategic-impactful': 2, 'playful-vibrant': 3 };
const BY_DISTANCE = [100, 60, 25, 0];
const MAX_FOUND = 3;
const MAX_MATCHES = 5;
const SAMPLE_EXCERPT = 140;

const lower = (s: string) => s.trim().toLowerCase();

const FORMAL_TRAITS = new Set(['formal', 'professional', 'authoritative', 'measured', 'precise']);
const CASUAL_TRAITS = new Set(['playful', 'casual', 'conversational', 'friendly', 'enthusiastic', 'upbeat', 'simple', 'concise']);

function traitAspect(aspect: Exclude<VoiceAspect, 'emoji'>, expected: string[], scored: Scored[]): VoiceAspectScore {
  const field = FIELD[aspect];
  const inField = scored.filter((s) => s.field === field);
  const found = inField
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_FOUND)
    .map((s) => s.trait);
  // A trait saved under another field than the rules read it in ("Friendly" as a tone) is still read by its rule.
  const known = expected
    .map((t) => inField.find((s) => lower(s.trait) === lower(t)) ?? scored.find((s) => lower(s.trait) === lower(t)))
    .filter((s): s is Scored => Boolean(s));
  if (!known.length) return { aspect, expected, found, score: 100, measured: false };
  const closeness = known.reduce((sum, s) => sum + Math.max(0, Math.min(1, s.points / s.min)), 0) / known.length;
  return { aspect, expected, found, score: Math.round(closeness * 100), measured: true };
}

function emojiAspect(expected: EmojiStyle | '', m: TextMeasures): VoiceAspectScore {
  const found = chooseEmojiStyle(m).style;
  if (!expected) return { aspect: 'emoji', expected: [], found: [found], score: 100, measured: false };
  return { aspect: 'emoji', expected: [expected], found: [found], score: BY_DISTANCE[Math.abs(EMOJI_LEVEL[expected] - EMOJI_LEVEL[found])], measured: true };
}

/** The sentences of the text with their offsets (tokenize's sentences keep the text as written, trimmed). */
function located(text: string): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  let from = 0;
  for (const s of sentences(text)) {
    const start = text.indexOf(s.text, from);
    if (start < 0) continue;
    out.push({ start, end: start + s.text.length, text: s.text });
    from = start + s.text.length;
  }
  return out;
}

const quote = (words: string[]) => words.slice(0, 2).map((w) => `“${w}”`).join(', ');

type SentenceDrift = Pick<VoiceDrift, 'aspect' | 'reason' | 'kind' | 'terms'>;

/** Why one sentence drifts from the voice, if it does: the first reason found per aspect. */
function sentenceDrift(sentence: string, voice: { formal: boolean; casual: boolean; emojiStyle: EmojiStyle | '' }): SentenceDrift[] {
  const m = measureMarkers(sentence);
  const out: SentenceDrift[] = [];
  const { emoji } = m;
  if (voice.emojiStyle === 'none' && emoji > 0) out.push({ aspect: 'emoji', reason: 'Emoji in a voice that uses none', kind: 'emoji-unwanted', terms: [] });
  else if (voice.emojiStyle === 'minimalist-professional' && emoji > 1) {
    out.push({ aspect: 'emoji', reason: `${emoji} emoji in one sentence, in a voice that uses them sparingly`, kind: 'emoji-crowded', terms: [] });
  }
  if (voice.formal && !voice.casual) {
    if (sentence.trim().endsWith('!')) out.push({ aspect: 'tone', reason: 'An exclamation in a formal voice', kind: 'exclamation', terms: [] });
    else if (m.informal.count > 0) {
      out.push({ aspect: 'tone', reason: `Casual wording (${quote(m.informal.examples)}) in a formal voice`, kind: 'casual-wording', terms: m.informal.examples });
    } else if (m.contractions.count > 0) {
      out.push({ aspect: 'language', reason: `Contractions (${quote(m.contractions.examples)}) in a formal voice`, kind: 'contractions', terms: m.contractions.examples });
    }
  }
  if (voice.casual && !voice.formal) {
    if (m.formal.count > 0) out.push({ aspect: 'tone', reason: `Formal wording (${quote(m.formal.examples)}) in a casual voice`, kind: 'formal-wording', terms: m.formal.examples });
    else if (m.words > 30) out.push({ aspect: 'language', reason: `A long sentence (${m.words} words) in a casual voice`, kind: 'long-sentence', terms: [] });
  }
  return out;
}

/** The brand's real content, one passage per field that has text. */
function samplesOf(brand: SavedVoice): string[] {
  const r = brand.realContent;
  return [r.socialMedia, r.websiteCopy, r.emailIntros, r.blogPosts].map((t) => t.trim()).filter(Boolean);
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= SAMPLE_EXCERPT ? t : `${t.slice(0, SAMPLE_EXCERPT - 1).replace(/\s+\S*$/, '')}…`;
}

// A brand's samples change only when the owner saves them, while its drafts are scored on every save: each
// sample's reading is kept (by its text) for the next score. Bounded: the oldest readings go first.
const SAMPLE_READINGS_MAX = 200;
const sampleReadings = new Map<string, { m: TextMeasures; scored: Scored[] }>();

function readingOf(sample: string): { m: TextMeasures; scored: Scored[] } {
  let reading = sampleReadings.get(sample);
  if (!reading) {
    const m = measureText(sample);
    reading = { m, scored: scoreRules(m).filter((s) => s.score > 0) };
    if (sampleReadings.size >= SAMPLE_READINGS_MAX) sampleReadings.delete(sampleReadings.keys().next().value as string);
    sampleReadings.set(sample, reading);
  }
  return reading;
}

/** Real content that reads like the text on an aspect: a shared trait, or the same emoji style. */
function matchesOf(brand: SavedVoice, found: Record<VoiceAspect, string[]>): VoiceMatch[] {
  const out: VoiceMatch[] = [];
  for (const sample of samplesOf(brand)) {
    const { m, scored } = readingOf(sample);
    for (const aspect of ['personality', 'tone', 'language'] as const) {
      if (scored.some((s) => s.field === FIELD[aspect] && found[aspect].includes(s.trait))) out.push({ sample: excerpt(sample), aspect });
    }
    if (m.emoji.count > 0 && found.emoji.includes(chooseEmojiStyle(m).style)) out.push({ sample: excerpt(sample), aspect: 'emoji' });
  }
  return out.slice(0, MAX_MATCHES);
}

/** The score of `text` against the brand's saved voice. An empty text scores 0: there is nothing of the voice in it. */
export function scoreVoice(text: string, brand: SavedVoice): VoiceScore {
  const expected = {
    personality: brand.brandPersonality.traits,
    tone: brand.toneOfVoice.traits,
    language: brand.languageStyle.traits,
  };
  const style: EmojiStyle | '' = (EMOJI_STYLES as readonly string[]).includes(brand.emojiPreferences.style) ? (brand.emojiPreferences.style as EmojiStyle) : '';
  const m = measureText(text);
  const scored = scoreRules(m);
  const aspects = [
    traitAspect('personality', expected.personality, scored),
    traitAspect('tone', expected.tone, scored),
    traitAspect('language', expected.language, scored),
    emojiAspect(style, m),
  ];
  if (m.words === 0) {
    return { score: 0, aspects: aspects.map((a) => ({ ...a, found: [], score: 0 })), drift: [], matches: [] };
  }
  const measured = aspects.filter((a) => a.measured);
  const weight = measured.reduce((sum, a) => sum + WEIGHT[a.aspect], 0);
  const score = weight ? Math.round(measured.reduce((sum, a) => sum + WEIGHT[a.aspect] * a.score, 0) / weight) : 100;

  const all = [...expected.personality, ...expected.tone, ...expected.language].map(lower);
  const voice = { formal: all.some((t) => FORMAL_TRAITS.has(t)), casual: all.some((t) => CASUAL_TRAITS.has(t)), emojiStyle: style };
  const drift: VoiceDrift[] = located(text).flatMap((s) => sentenceDrift(s.text, voice).map((d) => ({ start: s.start, end: s.end, ...d })));
  const found = Object.fromEntries(aspects.map((a) => [a.aspect, a.found])) as Record<VoiceAspect, string[]>;
  return { score, aspects, drift, matches: matchesOf(brand, found) };
}
