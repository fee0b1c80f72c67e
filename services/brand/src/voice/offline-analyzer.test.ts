import { VoiceAnalysisResult } from '@navia/contracts';
import { CAFE_SAMPLE, LAW_FIRM_SAMPLE, SAAS_SAMPLE } from './fixtures/writing-samples';
import { measureText } from './measures/measure-text';
import { analyzeText, chooseEmojiStyle, OfflineAnalyzer } from './offline-analyzer';

const cafe = analyzeText(CAFE_SAMPLE);
const law = analyzeText(LAW_FIRM_SAMPLE);
const saas = analyzeText(SAAS_SAMPLE);

describe('the offline analyzer on three brands that sound nothing alike', () => {
  it('reads the emoji-rich café as playful, friendly and warm, with playful-vibrant emoji it actually uses', () => {
    expect(cafe.brand_personality).toEqual(expect.arrayContaining(['Playful', 'Friendly', 'Warm']));
    expect(cafe.tone_of_voice).toEqual(expect.arrayContaining(['Upbeat', 'Conversational', 'Welcoming']));
    expect(cafe.language_style).toEqual(expect.arrayContaining(['Casual', 'Descriptive']));
    expect(cafe.emoji_preferences.style).toBe('playful-vibrant');
    expect(cafe.emoji_preferences.customEmojis).toContain('☕');
    expect(cafe.emoji_preferences.customEmojis.length).toBeLessThanOrEqual(50);
  });

  it('reads the law firm as authoritative, formal and precise, without emoji', () => {
    expect(law.brand_personality).toEqual(expect.arrayContaining(['Authoritative', 'Trustworthy']));
    expect(law.tone_of_voice).toEqual(expect.arrayContaining(['Formal', 'Measured']));
    expect(law.language_style).toEqual(expect.arrayContaining(['Formal', 'Precise']));
    expect(['none', 'minimalist-professional']).toContain(law.emoji_preferences.style);
    expect(law.emoji_preferences.customEmojis).toBe('');
  });

  it('reads the SaaS page as knowledgeable, clear and technical', () => {
    expect(saas.brand_personality).toContain('Knowledgeable');
    expect(saas.tone_of_voice).toEqual(expect.arrayContaining(['Clear', 'Informative']));
    expect(saas.language_style[0]).toBe('Technical');
    expect(saas.emoji_preferences.style).toBe('none');
  });

  it('gives each brand a personality and tone that shares no trait with the others', () => {
    const all = [cafe, law, saas];
    for (const field of ['brand_personality', 'tone_of_voice'] as const) {
      for (let i = 0; i < all.length; i += 1) {
        for (let j = i + 1; j < all.length; j += 1) {
          expect(all[i][field].filter((t) => all[j][field].includes(t))).toEqual([]);
        }
      }
    }
  });

  it('backs every trait and the emoji style with evidence the dialog can show', () => {
    for (const result of [cafe, law, saas]) {
      expect(VoiceAnalysisResult.parse({ ...result, analyzer: 'offline' })).toBeTruthy();
      for (const field of ['brand_personality', 'tone_of_voice', 'language_style'] as const) {
        expect(result[field].length).toBeGreaterThan(0);
        expect(result[field].length).toBeLessThanOrEqual(3);
        // The client joins a list with ", " into a 100-character field.
        expect(result[field].join(', ').length).toBeLessThanOrEqual(100);
        for (const trait of result[field]) {
          const ev = result.evidence.find((e) => e.field === field && e.trait === trait);
          expect(ev?.reasons.length).toBeGreaterThan(0);
        }
      }
      expect(result.evidence).toContainEqual(expect.objectContaining({ field: 'emoji_preferences', trait: result.emoji_preferences.style }));
    }
  });

  it('cites what it measured: emoji density for the café, formal words for the firm, jargon for the SaaS', () => {
    const reasons = (r: typeof cafe, trait: string) => r.evidence.find((e) => e.trait === trait)!.reasons.join(' | ');
    expect(reasons(cafe, 'Playful')).toMatch(/emoji per 100 words/);
    expect(reasons(law, 'Authoritative')).toMatch(/“shall”|“therefore”|“in accordance with”/);
    expect(reasons(saas, 'Technical')).toMatch(/Technical terms: .*per 100 words/);
  });

  it('answers the same for the same text (no randomness)', async () => {
    const analyzer = new OfflineAnalyzer();
    const a = await analyzer.analyze({ samples: [{ kind: 'websiteCopy', label: 'Website copy', text: CAFE_SAMPLE }] });
    expect(a).toEqual(cafe);
  });
});

describe('the offline analyzer on thin or unusual text', () => {
  it('falls back to neutral traits and says so when nothing stands out', () => {
    const r = analyzeText('Opening hours are on the door.');
    expect(r.brand_personality).toEqual(['Straightforward']);
    expect(r.tone_of_voice.length).toBeGreaterThan(0);
    expect(r.evidence.find((e) => e.trait === 'Straightforward')!.reasons.join(' ')).toMatch(/No strong markers in 6 words/);
  });

  it('warns that a short sample gives a less sure reading', () => {
    const r = analyzeText('Yay! New cupcakes today 🧁🎉 Come grab yours, friends! 💕');
    expect(r.evidence[0].reasons.join(' ')).toMatch(/Based on only \d+ words/);
  });

  it.each([
    ['no emoji', 'We deliver reliable software to every customer.', 'none'],
    ['emoji as signposts', '✅ Faster onboarding for every new hire\n🚀 Launch in days, not months\n📈 Track growth in one dashboard', 'strategic-impactful'],
    ['a single emoji in a long text', `${'Our team reviews every request carefully and answers within one business day. '.repeat(4)} 👍`, 'minimalist-professional'],
    ['faces and hearts everywhere', 'Love you all 😍💕 best day ever 🥳🎉 thank you 🙌', 'playful-vibrant'],
  ])('chooses the emoji style for %s', (_label, text, style) => {
    expect(chooseEmojiStyle(measureText(text)).style).toBe(style);
  });

  it('counts an emoji with a skin tone or a ZWJ sequence once', () => {
    const m = measureText('Well done 👍🏽 team 👩‍💻');
    expect(m.emoji.count).toBe(2);
  });
});
