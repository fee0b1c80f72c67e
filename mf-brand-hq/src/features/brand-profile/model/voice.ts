import {
  EMOJI_STYLES, type LenientAnalyzeBrandAnswer, TRAIT_SEPARATOR, isHttpUrl, splitTraits, type BrandDataPatchInput, type EmojiStyle,
} from '@navia/contracts';
import type { BrandRecord } from '@navia/client-kit';

/** spec part 2 §3 "Voice form state": the traits as comma-joined text, the emoji style and favourite emojis. */
export interface VoiceForm {
  personality: string;
  tone: string;
  language: string;
  emojiStyle: string;
  customEmojis: string;
}

export const joinTraits = (traits: readonly string[]) => traits.join(TRAIT_SEPARATOR);

export function voiceFormFrom(record: BrandRecord): VoiceForm {
  return {
    personality: joinTraits(record.brandPersonality.traits),
    tone: joinTraits(record.toneOfVoice.traits),
    language: joinTraits(record.languageStyle.traits),
    emojiStyle: record.emojiPreferences.style || 'none',
    customEmojis: record.emojiPreferences.customEmojis,
  };
}

const toEmojiStyle = (value: string): EmojiStyle => {
  const lower = value.trim().toLowerCase();
  return (EMOJI_STYLES as readonly string[]).includes(lower) ? (lower as EmojiStyle) : 'none';
};

/** The voice block's keys of a save: traits as lists. */
export function voicePatch(form: VoiceForm): BrandDataPatchInput {
  return {
    brandPersonality: { traits: splitTraits(form.personality) },
    toneOfVoice: { traits: splitTraits(form.tone) },
    languageStyle: { traits: splitTraits(form.language) },
    emojiPreferences: { style: toEmojiStyle(form.emojiStyle), customEmojis: form.customEmojis.trim() },
  };
}


/** The voice form filled with the analysis' suggestions; a field with no suggestion keeps what it had. */
export function voiceFromAnalysis(current: VoiceForm, answer: LenientAnalyzeBrandAnswer): VoiceForm {
  const suggested = (list: readonly string[], fallback: string) => (list.length > 0 ? joinTraits(list) : fallback);
  const emoji =
    answer.emoji ?? (typeof answer.emoji_preferences === 'string' ? { style: answer.emoji_preferences, customEmojis: '' } : answer.emoji_preferences);
  return {
    personality: suggested(answer.brand_personality, current.personality),
    tone: suggested(answer.tone_of_voice, current.tone),
    language: suggested(answer.language_style, current.language),
    emojiStyle: emoji ? toEmojiStyle(emoji.style) : current.emojiStyle,
    customEmojis: emoji?.customEmojis || current.customEmojis,
  };
}

/** spec part 2 §5: the dialog's website and blog URLs count only when they begin with http:// or https://. */
export function isAnalyzableUrl(url: string): boolean {
  // The server's own rule (contracts), so the dialog never offers an address the call refuses.
  return isHttpUrl(url.trim());
}
