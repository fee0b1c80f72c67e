import { AnalyzerError } from './brand-voice-analyzer';
import { extractJsonObject, parseVoiceAnswer, samplesDocument } from './remote-answer';

describe('parseVoiceAnswer', () => {
  it('accepts the drift of model output: camelCase keys, comma-joined text, a bare style, numbered items', () => {
    const r = parseVoiceAnswer(
      { brandPersonality: 'playful, warm, Playful', tone: ['1. upbeat', ' - chatty'], languageStyle: { traits: 'casual' }, emoji: 'Playful Vibrant' },
      'openai',
    );
    expect(r.brand_personality).toEqual(['Playful', 'Warm']);
    expect(r.tone_of_voice).toEqual(['Upbeat', 'Chatty']);
    expect(r.language_style).toEqual(['Casual']);
    expect(r.emoji_preferences).toEqual({ style: 'playful-vibrant', customEmojis: '' });
  });

  it('lower-cases the emoji style and defaults an unknown one to none (spec part 2 §7)', () => {
    const r = parseVoiceAnswer({ brand_personality: ['Bold'], emoji_preferences: { style: 'LOTS', customEmojis: '🔥' } }, 'mindstudio');
    expect(r.emoji_preferences).toEqual({ style: 'none', customEmojis: '🔥' });
  });

  it('keeps given evidence and fills in a reason for traits without any', () => {
    const r = parseVoiceAnswer(
      { brand_personality: ['Bold', 'Calm'], evidence: [{ trait: 'bold', field: 'brand_personality', reasons: ['Headlines in capitals'] }, { trait: 'x', field: 'nonsense', reasons: [] }] },
      'openai',
    );
    expect(r.evidence).toEqual([
      { trait: 'Bold', field: 'brand_personality', reasons: ['Headlines in capitals'] },
      { trait: 'Calm', field: 'brand_personality', reasons: ['Suggested by the openai analyzer'] },
      { trait: 'none', field: 'emoji_preferences', reasons: ['Suggested by the openai analyzer'] },
    ]);
  });

  it('caps the number and length of traits', () => {
    const r = parseVoiceAnswer({ tone_of_voice: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], language_style: ['x'.repeat(80)] }, 'openai');
    expect(r.tone_of_voice).toHaveLength(5);
    expect(r.language_style[0]).toHaveLength(40);
  });

  it.each([['not json at all'], [''], ['{"brand_personality": []}'], [42]])('refuses an answer without traits: %j', (answer) => {
    expect(() => parseVoiceAnswer(answer, 'mindstudio')).toThrow(AnalyzerError);
  });
});

describe('extractJsonObject', () => {
  it('finds the object bare, in a fence, or after prose', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('Sure!\n```json\n{"a":2}\n```\nAnything else?')).toEqual({ a: 2 });
    expect(extractJsonObject('The answer is {"a":3} as requested')).toEqual({ a: 3 });
    expect(extractJsonObject('{broken')).toBeUndefined();
  });
});

describe('samplesDocument', () => {
  it('labels each sample and caps the total size', () => {
    const doc = samplesDocument({ samples: Array.from({ length: 6 }, (_, i) => ({ kind: 'blogPosts' as const, label: `Post ${i}`, text: 'w'.repeat(10_000) })) });
    expect(doc).toContain('### Post 0\n');
    expect(doc.length).toBeLessThan(25_000);
  });
});
