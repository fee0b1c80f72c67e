import { EMOJI_STYLES, type EmojiStyle, type VoiceEvidence, type VoiceTraitField } from '@navia/contracts';
import { AnalyzerError, type AnalyzerName, type VoiceAnalysis, type VoiceAnalysisInput } from './brand-voice-analyzer';

/** What the remote analyzers are asked (the same words for MindStudio and OpenAI-compatible models). */
export const VOICE_INSTRUCTIONS = `You analyse the writing voice of a small business from samples of its own text.
Answer with ONE JSON object and nothing else, of this shape:
{"brand_personality": ["..."], "tone_of_voice": ["..."], "language_style": ["..."],
 "emoji_preferences": {"style": "none" | "minimalist-professional" | "playful-vibrant" | "strategic-impactful", "customEmojis": "the emoji the brand uses, separated by spaces, at most 8"},
 "evidence": [{"trait": "...", "field": "brand_personality" | "tone_of_voice" | "language_style" | "emoji_preferences", "reasons": ["what in the text shows it, quoting the text"]}]}
Each list holds 2 to 4 traits of one or two words, capitalised (for example "Playful", "Warm", "Formal", "Technical").
Give evidence for every trait and for the emoji style. Base everything on the samples only.`;

// Enough text for a reliable reading, small enough for any model's context and for a quick answer.
const MAX_SAMPLE_CHARS = 6000;
const MAX_TOTAL_CHARS = 24000;

/** The samples as one document, each under a heading naming where it came from. */
export function samplesDocument(input: VoiceAnalysisInput): string {
  const parts: string[] = [];
  if (input.brand?.companyName) parts.push(`Company: ${input.brand.companyName}`);
  if (input.brand?.industry) parts.push(`Industry: ${input.brand.industry}`);
  let budget = MAX_TOTAL_CHARS;
  for (const s of input.samples) {
    if (budget <= 0) break;
    const text = s.text.slice(0, Math.min(MAX_SAMPLE_CHARS, budget));
    budget -= text.length;
    parts.push(`### ${s.label}${s.url ? ` (${s.url})` : ''}\n${text}`);
  }
  return parts.join('\n\n');
}

const MAX_TRAITS = 5;
const MAX_TRAIT_CHARS = 40;
const TRAIT_FIELDS = ['brand_personality', 'tone_of_voice', 'language_style'] as const;
const ALIASES: Record<(typeof TRAIT_FIELDS)[number], string[]> = {
  brand_personality: ['brand_personality', 'brandPersonality', 'personality'],
  tone_of_voice: ['tone_of_voice', 'toneOfVoice', 'tone'],
  language_style: ['language_style', 'languageStyle', 'language'],
};

/** The first JSON object in a model's text: bare, inside a ``` fence, or after some prose. */
export function extractJsonObject(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  for (const candidate of [fenced, text].filter((c): c is string => Boolean(c))) {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start < 0 || end <= start) continue;
    try {
      return JSON.parse(candidate.slice(start, end + 1));
    } catch {
      /* try the next candidate */
    }
  }
  return undefined;
}

function traitList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\n]/) : isRecord(value) && 'traits' in value ? traitList(value.traits) : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const t = item.replace(/^[\s\-*•\d.]+/, '').trim().slice(0, MAX_TRAIT_CHARS);
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t[0].toUpperCase() + t.slice(1));
    if (out.length === MAX_TRAITS) break;
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** spec part 2 §7: the emoji style is lower-cased and defaults to none. */
function emojiStyle(value: unknown): EmojiStyle {
  const s = String(value ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  return (EMOJI_STYLES as readonly string[]).includes(s) ? (s as EmojiStyle) : 'none';
}

function evidenceList(value: unknown): VoiceEvidence[] {
  if (!Array.isArray(value)) return [];
  const fields = new Set<string>([...TRAIT_FIELDS, 'emoji_preferences']);
  return value.flatMap((e): VoiceEvidence[] => {
    if (!isRecord(e) || typeof e.trait !== 'string' || typeof e.field !== 'string' || !fields.has(e.field)) return [];
    const reasons = Array.isArray(e.reasons) ? e.reasons : typeof e.reason === 'string' ? [e.reason] : [];
    return [{ trait: e.trait.trim(), field: e.field as VoiceTraitField, reasons: reasons.filter((r): r is string => typeof r === 'string').map((r) => r.slice(0, 500)) }];
  });
}

/**
 * Turns a remote analyzer's answer (a JSON object, or text holding one) into our shape, tolerating the usual
 * drift of model output: camelCase keys, comma-joined strings instead of lists, a bare style string. Traits
 * without evidence get a reason naming the analyzer, so the dialog always has something to show.
 */
export function parseVoiceAnswer(answer: unknown, analyzer: AnalyzerName): VoiceAnalysis {
  const obj = typeof answer === 'string' ? extractJsonObject(answer) : answer;
  if (!isRecord(obj)) throw new AnalyzerError(analyzer, `The ${analyzer} analyzer answered without the expected JSON`);
  const pick = (field: (typeof TRAIT_FIELDS)[number]) => traitList(ALIASES[field].map((k) => obj[k]).find((v) => v !== undefined));
  const lists = { brand_personality: pick('brand_personality'), tone_of_voice: pick('tone_of_voice'), language_style: pick('language_style') };
  if (!lists.brand_personality.length && !lists.tone_of_voice.length && !lists.language_style.length) {
    throw new AnalyzerError(analyzer, `The ${analyzer} analyzer answered without any voice traits`);
  }
  const rawEmoji = obj.emoji_preferences ?? obj.emojiPreferences ?? obj.emoji;
  const emoji = isRecord(rawEmoji)
    ? { style: emojiStyle(rawEmoji.style), customEmojis: String(rawEmoji.customEmojis ?? rawEmoji.custom_emojis ?? '').trim().slice(0, 50) }
    : { style: emojiStyle(rawEmoji), customEmojis: '' };

  const given = evidenceList(obj.evidence);
  const evidence: VoiceEvidence[] = [];
  const wanted: Array<[VoiceTraitField, string]> = [
    ...TRAIT_FIELDS.flatMap((f) => lists[f].map((t) => [f, t] as [VoiceTraitField, string])),
    ['emoji_preferences', emoji.style],
  ];
  for (const [field, trait] of wanted) {
    const found = given.find((g) => g.field === field && g.trait.toLowerCase() === trait.toLowerCase());
    evidence.push({ trait, field, reasons: found?.reasons.length ? found.reasons : [`Suggested by the ${analyzer} analyzer`] });
  }
  return { ...lists, emoji_preferences: emoji, evidence };
}
