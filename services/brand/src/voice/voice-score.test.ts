import { VoiceScore } from '@navia/contracts';
import { scoreVoice, type SavedVoice } from './voice-score';

const voice = (v: { personality: string[]; tone: string[]; language: string[]; emoji: string; custom?: string; social?: string; website?: string; blog?: string }): SavedVoice => ({
  brandPersonality: { traits: v.personality },
  toneOfVoice: { traits: v.tone },
  languageStyle: { traits: v.language },
  emojiPreferences: { style: v.emoji, customEmojis: v.custom ?? '' },
  realContent: { socialMedia: v.social ?? '', websiteCopy: v.website ?? '', emailIntros: '', blogPosts: v.blog ?? '' },
});

const CAFE = voice({
  personality: ['Playful', 'Friendly'],
  tone: ['Upbeat'],
  language: ['Casual', 'Concise'],
  emoji: 'playful-vibrant',
  custom: '☕ 🥐',
  social: 'Monday called. We answered with a double shot! ☕🥐 Come say hi, you deserve it 😍 #BeanThere',
  website: "Coffee that remembers your name. We're open at 6, so grab a cup on your way in! 🎉",
});
const LAW_FIRM = voice({
  personality: ['Authoritative', 'Professional'],
  tone: ['Formal', 'Measured'],
  language: ['Precise', 'Formal'],
  emoji: 'none',
  website: 'Harper & Lowe LLP advises founders on shareholder agreements, incorporation and the allocation of liability. Our counsel is precise, documented and accountable.',
});
const YOGA = voice({ personality: ['Warm', 'Welcoming'], tone: ['Reassuring'], language: ['Simple'], emoji: 'minimalist-professional', website: 'A quiet room, a kind teacher and an hour for yourself.' });

const TEXTS = {
  playfulCaption: "Monday mood: sorted! ☕😍 Grab your double shot on the way in, we'll have it ready before you say hi. Treat yourself, you totally deserve it! 🥐🎉",
  legalParagraph:
    'Pursuant to the shareholder agreement, the parties hereby acknowledge that liability shall be allocated in accordance with clause 4.2. Notwithstanding the foregoing, each director remains accountable for the obligations set out herein, and the company shall indemnify the directors accordingly.',
  gentleNote: 'Take a slow breath. There is a kind, quiet room waiting for you, and an hour that is only yours.',
};

describe('the voice score discriminates (issue 18)', () => {
  it.each([
    ['a playful café', CAFE, 'playfulCaption', 'legalParagraph'],
    ['a formal law firm', LAW_FIRM, 'legalParagraph', 'playfulCaption'],
  ] as const)('%s: its own kind of text scores at least 25 points above the other', (_name, brand, own, other) => {
    const mine = scoreVoice(TEXTS[own], brand).score;
    const theirs = scoreVoice(TEXTS[other], brand).score;
    expect(mine - theirs).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ['café', CAFE],
    ['law firm', LAW_FIRM],
    ['yoga studio', YOGA],
  ] as const)('%s: every answer is the contract’s shape, the four aspects in order', (_name, brand) => {
    for (const text of Object.values(TEXTS)) {
      const score = scoreVoice(text, brand);
      expect(VoiceScore.parse(score)).toEqual(score);
      expect(score.aspects.map((a) => a.aspect)).toEqual(['personality', 'tone', 'language', 'emoji']);
    }
  });

  it('is deterministic: the same text and brand always score the same', () => {
    expect(scoreVoice(TEXTS.playfulCaption, CAFE)).toEqual(scoreVoice(TEXTS.playfulCaption, CAFE));
  });

  it('scores an empty text 0, with nothing found and no drift', () => {
    const empty = scoreVoice('   ', CAFE);
    expect(empty).toMatchObject({ score: 0, drift: [], matches: [] });
    expect(empty.aspects.every((a) => a.score === 0 && a.found.length === 0)).toBe(true);
  });

  it('reads a very long text whole, within the limit of the call', () => {
    const long = `${TEXTS.legalParagraph} `.repeat(160).slice(0, 50_000);
    const score = scoreVoice(long, LAW_FIRM);
    expect(score.score).toBeGreaterThan(scoreVoice(long, CAFE).score);
    expect(score.drift).toEqual([]);
  });

  it('counts only what the brand has set: an unset voice scores what it can measure, unknown traits count for nothing', () => {
    const bare = voice({ personality: ['Quirky'], tone: [], language: [], emoji: '' });
    const score = scoreVoice(TEXTS.gentleNote, bare);
    expect(score.score).toBe(100);
    expect(score.aspects.find((a) => a.aspect === 'personality')).toMatchObject({ expected: ['Quirky'], score: 100, measured: false });
    expect(score.aspects.map((a) => a.measured)).toEqual([false, false, false, false]);
  });

  it('reads a trait saved under another field by its own rule ("friendly" as a tone, "upbeat" as a personality)', () => {
    const owner = voice({ personality: ['upbeat'], tone: ['friendly'], language: ['plain'], emoji: 'playful-vibrant' });
    const score = scoreVoice(TEXTS.playfulCaption, owner);
    expect(score.aspects.map((a) => [a.aspect, a.measured])).toEqual([
      ['personality', true],
      ['tone', true],
      ['language', false],
      ['emoji', true],
    ]);
    expect(scoreVoice(TEXTS.legalParagraph, owner).score).toBeLessThan(score.score);
  });
});

describe('drift: the passages that leave the voice', () => {
  it('points at the emoji and the exclamation in a formal voice, with their offsets', () => {
    const text = 'Our counsel reviews each agreement in writing. We love contracts! 🎉 Each clause is documented.';
    const { drift } = scoreVoice(text, LAW_FIRM);
    const passages = drift.map((d) => ({ text: text.slice(d.start, d.end), aspect: d.aspect, reason: d.reason, kind: d.kind }));
    expect(passages).toEqual([
      { text: 'We love contracts!', aspect: 'tone', reason: 'An exclamation in a formal voice', kind: 'exclamation' },
      { text: '🎉 Each clause is documented.', aspect: 'emoji', reason: 'Emoji in a voice that uses none', kind: 'emoji-unwanted' },
    ]);
  });

  it('points at formal wording and a long sentence in a casual voice', () => {
    const text = `Hey friends! Pursuant to our opening hours, coffee is served from six. ${'We pour every cup with care and we grind the beans fresh and we steam the milk just right and we smile while we do it, every single morning of the week.'}`;
    const { drift } = scoreVoice(text, CAFE);
    expect(drift.map((d) => [d.aspect, d.reason.replace(/\(.*\)/, '(…)'), d.kind, d.terms])).toEqual([
      ['tone', 'Formal wording (…) in a casual voice', 'formal-wording', ['pursuant to']],
      ['language', 'A long sentence (…) in a casual voice', 'long-sentence', []],
    ]);
  });
});

describe('matches: the real content that reads the same', () => {
  it('lists the café’s emoji-rich samples for a playful caption, and none of them for a legal paragraph', () => {
    const playful = scoreVoice(TEXTS.playfulCaption, CAFE).matches;
    expect(playful.length).toBeGreaterThan(0);
    expect(playful.some((m) => m.aspect === 'emoji' && m.sample.startsWith('Monday called.'))).toBe(true);
    expect(scoreVoice(TEXTS.legalParagraph, CAFE).matches.filter((m) => m.aspect === 'emoji')).toEqual([]);
  });
});
