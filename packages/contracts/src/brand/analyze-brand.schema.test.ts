import { ANALYZE_BRAND_NO_SOURCE_MESSAGE, AnalyzeBrandBody, AnalyzeBrandResponse, VoiceAnalysisResult, toAnalyzeBrandResponse } from './analyze-brand.schema';

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

  it.each([[{ sources: {} }], [{ sources: null }], [{ sources: { website: '', realContent: { blogPosts: '   ' } } }]])('asks for a source with the spec text: %j', (body) => {
    const r = AnalyzeBrandBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: ANALYZE_BRAND_NO_SOURCE_MESSAGE, path: ['sources'] });
  });

  // spec part 2 §7: "only the chosen parts: website, blog, content (realContent object)".
  describe("the spec's form", () => {
    it('takes website, blog and content, answered in the sources form', () => {
      expect(
        AnalyzeBrandBody.parse({ website: 'https://bean.example', blog: ' https://bean.example/blog ', content: { socialMedia: 'Hi ☕', blogPosts: '' } }),
      ).toEqual({
        sources: {
          website: 'https://bean.example',
          blogUrl: 'https://bean.example/blog',
          realContent: { socialMedia: 'Hi ☕', websiteCopy: undefined, emailIntros: undefined, blogPosts: undefined },
        },
      });
    });

    it.each([[{}], [undefined], [{ website: ' ', blog: '', content: { emailIntros: '  ' } }]])('asks for a source with the spec text: %j', (body) => {
      expect(AnalyzeBrandBody.safeParse(body).error?.issues[0]).toMatchObject({ message: ANALYZE_BRAND_NO_SOURCE_MESSAGE, path: [] });
    });

    it('names the field as sent', () => {
      expect(AnalyzeBrandBody.safeParse({ blog: 'javascript:alert(1)' }).error?.issues[0].path).toEqual(['blog']);
      expect(AnalyzeBrandBody.safeParse({ content: { websiteCopy: 'x'.repeat(2001) } }).error?.issues[0].path).toEqual(['content', 'websiteCopy']);
    });

    it('refuses a body that mixes both forms, naming the conflict', () => {
      const r = AnalyzeBrandBody.safeParse({ sources: { website: 'https://bean.example' }, blog: 'https://bean.example/blog' });
      expect(r.error?.issues[0].path).toEqual(['blog']);
      expect(r.error?.issues[0].message).toMatch(/not both/);
    });
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
  const base = { brand_personality: ['Warm'], tone_of_voice: [], language_style: [], evidence: [], analyzer: 'offline' };

  it('requires an emoji style from the spec enumeration', () => {
    expect(VoiceAnalysisResult.safeParse({ ...base, emoji_preferences: { style: 'playful-vibrant', customEmojis: '☕' } }).success).toBe(true);
    expect(VoiceAnalysisResult.safeParse({ ...base, emoji_preferences: { style: 'lots', customEmojis: '' } }).success).toBe(false);
  });

  // spec part 2 §7: emoji_preferences is "text, lowercased, default none"; the suggested emoji stay under emoji.
  it('answers emoji_preferences as the style text and keeps the whole suggestion under emoji', () => {
    const answer = toAnalyzeBrandResponse(VoiceAnalysisResult.parse({ ...base, emoji_preferences: { style: 'playful-vibrant', customEmojis: '☕ ✨' } }));
    expect(answer.emoji_preferences).toBe('playful-vibrant');
    expect(answer.emoji).toEqual({ style: 'playful-vibrant', customEmojis: '☕ ✨' });
    expect(AnalyzeBrandResponse.parse(answer)).toEqual(answer);
  });
});
