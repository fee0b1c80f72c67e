import { ANALYZE_BRAND_NO_SOURCE_MESSAGE, AnalyzeBrandBody, AnalyzeBrandResponse } from './analyze-brand.schema';

describe('AnalyzeBrandBody', () => {
  it('accepts any one chosen source and drops blank ones', () => {
    expect(AnalyzeBrandBody.parse({ sources: { website: ' https://bean.example ', blogUrl: '' } })).toEqual({
      sources: { website: 'https://bean.example', blogUrl: undefined },
    });
    expect(AnalyzeBrandBody.parse({ sources: { realContent: { emailIntros: 'Dear friend', socialMedia: ' ' } } }).sources.realContent).toEqual({
      emailIntros: 'Dear friend',
      socialMedia: undefined,
      websiteCopy: undefined,
      blogPosts: undefined,
    });
  });

  it.each([[{}], [{ sources: {} }], [{ sources: { website: '', realContent: { blogPosts: '   ' } } }]])('asks for a source with the spec text: %j', (body) => {
    const r = AnalyzeBrandBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: ANALYZE_BRAND_NO_SOURCE_MESSAGE, path: ['sources'] });
  });

  it.each(['bean.example', 'ftp://bean.example', 'http://', 'https:// spaced.example', 'javascript:alert(1)'])('refuses %s as a website', (website) => {
    expect(AnalyzeBrandBody.safeParse({ sources: { website } }).success).toBe(false);
  });

  it('keeps real content within the spec limits', () => {
    expect(AnalyzeBrandBody.safeParse({ sources: { realContent: { emailIntros: 'x'.repeat(12000) } } }).success).toBe(true);
    expect(AnalyzeBrandBody.safeParse({ sources: { realContent: { websiteCopy: 'x'.repeat(2001) } } }).success).toBe(false);
  });
});

describe('AnalyzeBrandResponse', () => {
  it('requires an emoji style from the spec enumeration', () => {
    const base = { brand_personality: ['Warm'], tone_of_voice: [], language_style: [], evidence: [], analyzer: 'offline' };
    expect(AnalyzeBrandResponse.safeParse({ ...base, emoji_preferences: { style: 'playful-vibrant', customEmojis: '☕' } }).success).toBe(true);
    expect(AnalyzeBrandResponse.safeParse({ ...base, emoji_preferences: { style: 'lots', customEmojis: '' } }).success).toBe(false);
  });
});
