import type { BrandData } from '@navia/contracts';
import { phrase, sentences } from './text';

/** How a brand sounds, read from its voice traits and its real content samples. */
export interface VoiceProfile {
  playful: boolean;
  formal: boolean;
  warm: boolean;
  concise: boolean;
  bold: boolean;
  /** From the email samples: how the brand opens and closes an email. */
  greeting: string | null;
  signOff: string | null;
  /** A short line of the brand's own website copy, quoted in longer drafts. */
  tagline: string | null;
  /** Hashtags the brand already uses in its social samples. */
  sampleHashtags: string[];
  emojiStyle: string;
  customEmojis: string[];
}

const PLAYFUL = /\b(playful|fun|funny|witty|energetic|enthusiastic|bubbly|cheerful|vibrant|quirky|upbeat|lively|humorous|cheeky|excited|joyful)\b/;
const FORMAL = /\b(professional|formal|authoritative|expert|sophisticated|precise|corporate|polished|serious|academic|technical|credible|trustworthy)\b/;
const WARM = /\b(warm|caring|empathetic|friendly|supportive|compassionate|approachable|nurturing|kind|welcoming|gentle|encouraging)\b/;
const CONCISE = /\b(concise|direct|simple|punchy|clear|short|minimal|straightforward|crisp|no-nonsense)\b/;
const BOLD = /\b(bold|confident|inspiring|motivational|ambitious|visionary|strategic|impactful|daring|fearless)\b/;

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

export function emojisIn(text: string): string[] {
  return [...new Set(text.match(EMOJI) ?? [])];
}

function greetingOf(emailIntros: string): string | null {
  const first = emailIntros.split('\n').map((l) => l.trim()).find(Boolean);
  if (!first) return null;
  const m = /^(hi|hey|hello|dear|howdy|greetings|good morning|hiya)\b([^.!?\n]{0,30})[,!]/i.exec(first);
  if (!m) return null;
  const rest = m[2].trim();
  // Keep a collective address ('friends', 'coffee lovers'), not one reader's name.
  const keep = rest && (rest === rest.toLowerCase() || /\b(friends?|everyone|all|team|folks|there|lovers|fam)\b/i.test(rest));
  return `${m[1][0].toUpperCase()}${m[1].slice(1).toLowerCase()}${keep ? ` ${rest}` : ' there'},`;
}

function signOffOf(emailIntros: string): string | null {
  const lines = emailIntros.split('\n').map((l) => l.trim()).filter(Boolean);
  const found = lines.find((l) => /^(cheers|warmly|warm regards|best|best wishes|thanks|thank you|talk soon|with love|love|xo|see you|until next time|stay [a-z]+|kind regards|yours)\b[^.]{0,30}[,!.]?$/i.test(l));
  return found ? found.replace(/[.]$/, '').replace(/,?$/, ',') : null;
}

function taglineOf(websiteCopy: string): string | null {
  const first = sentences(websiteCopy)[0];
  if (!first) return null;
  const words = first.split(/\s+/).length;
  return words >= 3 && words <= 18 ? phrase(first) : null;
}

function averageSentenceWords(texts: string[]): number | null {
  const all = texts.flatMap(sentences);
  if (all.length < 3) return null;
  return all.reduce((n, s) => n + s.split(/\s+/).length, 0) / all.length;
}

export function voiceOf(brand: BrandData): VoiceProfile {
  const traits = [...brand.brandPersonality.traits, ...brand.toneOfVoice.traits, ...brand.languageStyle.traits].join(' ').toLowerCase();
  const real = brand.realContent;
  const samples = [real.socialMedia, real.websiteCopy, real.emailIntros, real.blogPosts].filter((t) => t.trim());
  const avg = averageSentenceWords(samples);
  const exclaiming = samples.join(' ').split('!').length - 1 >= 3;
  const formal = FORMAL.test(traits);
  return {
    playful: PLAYFUL.test(traits) || (!formal && exclaiming),
    formal,
    warm: WARM.test(traits),
    concise: CONCISE.test(traits) || (avg !== null && avg < 11),
    bold: BOLD.test(traits),
    greeting: greetingOf(real.emailIntros),
    signOff: signOffOf(real.emailIntros),
    tagline: taglineOf(real.websiteCopy),
    sampleHashtags: [...new Set((real.socialMedia.match(/#[\p{L}\p{N}_]{2,30}/gu) ?? []).map((t) => t))].slice(0, 6),
    emojiStyle: brand.emojiPreferences.style,
    customEmojis: emojisIn(brand.emojiPreferences.customEmojis),
  };
}

const PALETTES: Record<string, string[]> = {
  'minimalist-professional': ['✅', '💡', '📌'],
  'strategic-impactful': ['🚀', '🎯', '📈', '💡'],
  'playful-vibrant': ['✨', '🎉', '🙌', '💛', '🌟', '😍'],
};

/** The emoji a brand writes with: its favourites, else its style's palette (none for 'none' or no style). */
export function emojiPalette(voice: Pick<VoiceProfile, 'emojiStyle' | 'customEmojis'>): string[] {
  return voice.customEmojis.length ? voice.customEmojis : PALETTES[voice.emojiStyle] ?? [];
}

export type EmojiSlot = 'hook' | 'point' | 'cta' | 'signoff';

/**
 * The brand's emoji rule as a function of where the emoji would go: 'none' (or no style chosen) never gives one;
 * minimalist-professional one, at the call to action; strategic-impactful a few at key points; playful-vibrant
 * many. Formats that do not suit emoji (articles, blog posts) get none, or one for a playful brand.
 */
export function emojiPicker(voice: VoiceProfile, formatFriendly: boolean, rnd: () => number): (slot: EmojiSlot) => string {
  const style = voice.emojiStyle;
  const palette = emojiPalette(voice);
  let budget = 0;
  let allowed: EmojiSlot[] = [];
  if (style === 'minimalist-professional') [budget, allowed] = [formatFriendly ? 1 : 0, ['cta']];
  else if (style === 'strategic-impactful') [budget, allowed] = [formatFriendly ? 3 : 0, ['hook', 'point', 'cta']];
  else if (style === 'playful-vibrant') [budget, allowed] = formatFriendly ? [8, ['hook', 'point', 'cta', 'signoff']] : [1, ['cta']];
  let next = Math.floor(rnd() * Math.max(1, palette.length));
  return (slot) => {
    if (budget <= 0 || !palette.length || !allowed.includes(slot)) return '';
    budget -= 1;
    const e = palette[next % palette.length];
    next += 1;
    return ` ${e}`;
  };
}
