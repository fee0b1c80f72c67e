import { blankOffering, normalizeBrandRecord } from '@navia/client-kit';
import { toOfferingInput, toPersonaInput } from './brand-record-input';
import { canAddMore, formatCap } from './plan-limits';
import { requiredLookup } from './required-fields';
import { stageChoices } from './business-stage';
import { sanitizePrice } from './price';
import { withLinkedinCompanyUrl, withLinkedinProfileUrl, withPlatformSelected, withPlatformUrl } from './social-platforms';
import { isAnalyzableUrl, voiceFormFrom, voiceFromAnalysis, voicePatch } from './voice';
import { LenientAnalyzeBrandAnswer } from '@navia/contracts';

const platforms = () => normalizeBrandRecord({}).socialPlatforms;

describe('social platform ticks', () => {
  it('follow the URL, and can be set by hand', () => {
    let p = withPlatformUrl(platforms(), 'youtube', 'https://youtube.com/@bean');
    expect(p.youtube).toEqual({ selected: true, url: 'https://youtube.com/@bean' });
    p = withPlatformUrl(p, 'youtube', '  ');
    expect(p.youtube.selected).toBe(false);
    p = withPlatformSelected(p, 'youtube', true);
    expect(p.youtube).toEqual({ selected: true, url: '  ' });
  });

  it('keep linkedin ticked while its company URL is filled', () => {
    let p = withLinkedinProfileUrl(platforms(), 'https://linkedin.com/in/ann');
    p = withLinkedinCompanyUrl(p, 'https://linkedin.com/company/bean');
    expect(withLinkedinProfileUrl(p, '').linkedin.selected).toBe(true);
    expect(withLinkedinProfileUrl(withLinkedinCompanyUrl(p, ''), '').linkedin.selected).toBe(false);
  });
});

describe('sanitizePrice', () => {
  it.each([
    ['19.99', '19.99'],
    ['$1,299.50', '1299.50'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['.5', '.5'],
  ])('%s → %s', (input, output) => expect(sanitizePrice(input)).toBe(output));
});

describe('stageChoices', () => {
  const values = (saved: string) => stageChoices(saved).map((c) => c.value);
  it('offers the three stages', () => {
    expect(values('')).toEqual(['STAGE 1 - Launch', 'STAGE 2 - Build', 'STAGE 3 - Grow']);
    expect(values('Stage 2 - Build')).toHaveLength(3);
  });
  it('adds a saved stage outside them, with its description when known', () => {
    expect(stageChoices('Stage 5 - Scale')[3]).toEqual({ value: 'STAGE 5 - Scale', description: expect.stringMatching(/expanding/) });
    expect(stageChoices('Side hustle')[3]).toEqual({ value: 'Side hustle', description: null });
  });
});

describe('plan caps', () => {
  it('format count/max with ∞ for unlimited', () => {
    expect(formatCap(2, 3)).toBe('2/3');
    expect(formatCap(7, -1)).toBe('7/∞');
  });
  it('allow one more only under the cap', () => {
    expect(canAddMore(2, 3)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
    expect(canAddMore(99, -1)).toBe(true);
  });
});

describe('normalizeBrandRecord', () => {
  it('fills a record from an older version', () => {
    const record = normalizeBrandRecord({
      companyName: 'Acme',
      businessStage: 'Stage 1 - Launch',
      brandPersonality: { traits: 'warm, , bold' },
      offerings: [{ id: 1700000000000, name: 'Box', price: 12.5 }],
      personas: { users: [{ id: 'p-1', name: 'Ann', whereTheySpendTime: 'Online' }] },
    });
    expect(record.businessStage).toBe('STAGE 1 - Launch');
    expect(record.brandPersonality.traits).toEqual(['warm', 'bold']);
    expect(record.emojiPreferences).toEqual({ style: 'none', customEmojis: '' });
    expect(record.socialPlatforms.linkedin).toEqual({ selected: false, profileUrl: '', companyUrl: '' });
    expect(record.offerings[0]).toEqual({ ...blankOffering('1700000000000'), name: 'Box', price: '12.5' });
    expect(record.personas.users[0]).not.toHaveProperty('whereTheySpendTime');
    expect(record.personas.users[0].name).toBe('Ann');
  });

  it('sends offers and personas with the spec fields only', () => {
    expect(toOfferingInput({ ...blankOffering('1'), price: '10.', extra: 'x' } as never)).toEqual({ ...blankOffering('1'), price: '10' });
    const persona = toPersonaInput({ ...normalizeBrandRecord({ personas: { users: [{ id: 'p' }] } }).personas.users[0], whereTheySpendTime: 'x' } as never);
    expect(persona).not.toHaveProperty('whereTheySpendTime');
    expect(Object.keys(persona)).toHaveLength(17);
  });
});

describe('voice', () => {
  const record = normalizeBrandRecord({ brandPersonality: { traits: ['warm', 'witty'] }, emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' } });

  it('joins traits with comma and space, and splits them again on save', () => {
    const form = voiceFormFrom(record);
    expect(form.personality).toBe('warm, witty');
    expect(voicePatch({ ...form, personality: ' bold,, calm ' }).brandPersonality).toEqual({ traits: ['bold', 'calm'] });
  });

  it('fills the suggestions, keeping a field the analysis left empty', () => {
    const next = voiceFromAnalysis(voiceFormFrom(record), {
      brand_personality: [],
      tone_of_voice: ['upbeat', 'kind'],
      language_style: ['plain'],
      emoji_preferences: 'PLAYFUL-VIBRANT',
      evidence: [],
    });
    expect(next).toEqual({ personality: 'warm, witty', tone: 'upbeat, kind', language: 'plain', emojiStyle: 'playful-vibrant', customEmojis: '☕' });
  });

  it("takes the suggested emoji from the answer's emoji, the style from either field", () => {
    const answer = LenientAnalyzeBrandAnswer.parse({
      brand_personality: ['bold'],
      emoji_preferences: 'strategic-impactful',
      emoji: { style: 'strategic-impactful', customEmojis: '🚀 📈' },
      evidence: [],
    });
    const next = voiceFromAnalysis(voiceFormFrom(record), answer);
    expect(next).toMatchObject({ personality: 'bold', emojiStyle: 'strategic-impactful', customEmojis: '🚀 📈' });
  });

  it('counts only http(s) URLs as analyzable', () => {
    expect(isAnalyzableUrl('https://a.example')).toBe(true);
    expect(isAnalyzableUrl('HTTP://a.example')).toBe(true);
    expect(isAnalyzableUrl('a.example')).toBe(false);
    expect(isAnalyzableUrl('ftp://a.example')).toBe(false);
  });
});

describe('requiredLookup', () => {
  it('matches exact paths and block names, never the never-required fields', () => {
    const isRequired = requiredLookup(['brandPersonality.traits', 'offerings.story', 'personas.users.age']);
    expect(isRequired('brandPersonality.traits')).toBe(true);
    expect(isRequired('brandPersonality')).toBe(true);
    expect(isRequired('personas.users.age')).toBe(true);
    expect(isRequired('offerings.story')).toBe(false);
    expect(isRequired('companyName')).toBe(false);
  });
});
