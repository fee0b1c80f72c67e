import { BRAND_TEXT_LIMITS, INDUSTRIES, NorthStarData } from '@navia/contracts';
import { NORTH_STAR_EXAMPLES } from './north-star-examples';

const FIELDS = ['type_of_person', 'type_of_problem', 'product_or_service', 'benefit'] as const;
const all = INDUSTRIES.flatMap((industry) => NORTH_STAR_EXAMPLES[industry].map((example) => ({ industry, example })));

describe('North Star examples', () => {
  it('covers exactly the 14 industries: 3 examples each, 4 for Non-Profit', () => {
    expect(Object.keys(NORTH_STAR_EXAMPLES).sort()).toEqual([...INDUSTRIES].sort());
    for (const industry of INDUSTRIES) {
      expect([industry, NORTH_STAR_EXAMPLES[industry].length]).toEqual([
        industry,
        industry === 'Non-Profit & Community Organizations' ? 4 : 3,
      ]);
    }
    expect(all).toHaveLength(43);
  });

  it.each(all.map(({ industry, example }) => [industry, example.type_of_person, example] as const))(
    '%s: %s passes the contract and reads as a sentence',
    (_industry, _person, example) => {
      expect(NorthStarData.safeParse(example).success).toBe(true);
      for (const field of FIELDS) {
        const text = example[field];
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(BRAND_TEXT_LIMITS.northStarField);
        // Each part continues the sentence, so none ends it or starts a new one.
        expect(text).not.toMatch(/[.!?]$/);
      }
      // '… who is {problem}' and '… so that they {benefit}': no doubled connecting words.
      expect(example.type_of_problem).not.toMatch(/^(who|is)\b/i);
      expect(example.benefit).not.toMatch(/^(so|they)\b/i);
      expect(example.product_or_service).not.toMatch(/^with\b/i);
    },
  );

  it('has no duplicate examples', () => {
    const keys = all.map(({ example }) => JSON.stringify(example));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
