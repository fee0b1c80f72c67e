import { isHttpUrl, isLinkAddress, normalizeWebsite, webAddress } from './urls';
import { BrandDataPatch } from '../brand/brand-data.schema';
import { OnboardingCompleteBody } from '../brand/onboarding.schema';
import { AnalyzeBrandBody } from '../brand/analyze-brand.schema';

const HOSTILE = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)//x.com', 'data:text/html,<script>x</script>', 'vbscript:x', 'ftp://acme.example', 'mailto:a@acme.example'];

describe('isHttpUrl', () => {
  it.each(['https://acme.example', 'http://acme.example/a?b=1#c', 'http://localhost:8080/'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([...HOSTILE, 'https://', 'https:// acme.example', 'acme.example', 'https://acme example.com'])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('isLinkAddress (bare addresses are prefixed with https:// by the screens)', () => {
  it.each(['instagram.com/bean', 'https://www.linkedin.com/company/bean', 'www.acme.example'])('accepts %s', (url) => {
    expect(isLinkAddress(url)).toBe(true);
  });
  it.each([...HOSTILE, 'javascript://acme.example/%0aalert(1)', 'not a url', 'localhost'])('refuses %s', (url) => {
    expect(isLinkAddress(url)).toBe(false);
  });
});

describe('webAddress', () => {
  it("allows '' (every URL field is optional) and trims", () => {
    expect(webAddress(100).parse('  ')).toBe('');
    expect(webAddress(100).parse(' https://acme.example ')).toBe('https://acme.example');
  });
});

// issue 14 item 6: every URL field the screens link to refuses a javascript: address, naming the field.
describe('URL fields of the contracts', () => {
  it.each(HOSTILE)('refuse %s', (url) => {
    const path = (r: { error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues[0].path.join('.');
    expect(path(BrandDataPatch.safeParse({ website: url }))).toBe('website');
    expect(path(BrandDataPatch.safeParse({ socialPlatforms: { instagram: { selected: true, url } } }))).toBe('socialPlatforms.instagram.url');
    expect(path(BrandDataPatch.safeParse({ socialPlatforms: { linkedin: { companyUrl: url } } }))).toBe('socialPlatforms.linkedin.companyUrl');
    expect(path(BrandDataPatch.safeParse({ offerings: [{ name: 'A', offerUrl: url }] }))).toBe('offerings.0.offerUrl');
    expect(
      path(
        OnboardingCompleteBody.safeParse({
          companyName: 'A',
          website: url,
          industry: 'Technology & Software',
          businessStage: 'STAGE 1 - Launch',
          northStarData: { type_of_person: 'a', type_of_problem: 'b', product_or_service: 'c', benefit: 'd' },
        }),
      ),
    ).toBe('website');
    expect(path(AnalyzeBrandBody.safeParse({ sources: { website: url } }))).toBe('sources.website');
  });
});

describe('normalizeWebsite', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['acme.com', 'https://acme.com'],
    [' www.acme.com/shop ', 'https://www.acme.com/shop'],
    ['//acme.com', 'https://acme.com'],
    ['http://acme.com', 'http://acme.com'],
    ['HTTPS://acme.com', 'HTTPS://acme.com'],
    ['ftp://acme.com', 'ftp://acme.com'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});
