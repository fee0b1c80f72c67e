import type { Lint } from 'harper.js';
import type { BrandData } from '@navia/contracts';
import { wordCount } from '../text';
import { brandNames } from './checks';

/**
 * harper.js (npm, WebAssembly, offline) as the composer's grammar check (issue 21). One rule is off: `UseTitleCase`
 * asks for title-case headings, and the drafts' headings are in sentence case by design (as the brand samples are).
 */
const RULES_OFF = { UseTitleCase: false };

export interface GrammarIssue {
  rule: string;
  kind: string;
  text: string;
  message: string;
}

export interface GrammarChecker {
  /** The issues in a draft, leaving out those the owner's own words carry (the topic and the brand record as typed). */
  check(draft: string, brand: BrandData, topic: string): Promise<{ words: number; issues: GrammarIssue[] }>;
}

/**
 * The draft as the checker reads it: the names a brand owns (company, offers, personas), which no dictionary knows,
 * become one name it does ("Acme"), so a name such as "Bean There Café" is neither a spelling nor a "their" mistake;
 * hashtags and links go. harper.js's own `regex_mask` left rules that look across the masked words still firing.
 */
export function checkable(draft: string, brand: BrandData): string {
  const names = brandNames(brand).sort((a, b) => b.length - a.length);
  let text = draft.replace(/https?:\/\/\S+/g, 'the link').replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '$1');
  for (const n of names) text = text.split(n).join('Acme');
  return text;
}

/** Everything the owner typed that a draft may quote: the composer is not to blame for a "busy work week" in it. */
function ownerTexts(brand: BrandData, topic: string): string[] {
  const p = brand.personas.users;
  const o = brand.offerings;
  const real = brand.realContent;
  return [
    topic,
    brand.companyStory,
    brand.companyMission,
    real.socialMedia,
    real.websiteCopy,
    real.emailIntros,
    real.blogPosts,
    ...p.flatMap((x) => [x.occupation, x.mainFrustration, x.mainNeed, x.obstacles, x.triedBefore]),
    ...o.flatMap((x) => [x.description, x.keyValue, x.story]),
  ].filter((t) => t && t.trim());
}

export async function createGrammarChecker(): Promise<GrammarChecker> {
  // harper.js is an ES module and this service is CommonJS: loaded with import(), not require().
  const [{ LocalLinter }, { binary }] = await Promise.all([import('harper.js'), import('harper.js/binary')]);
  const linter = new LocalLinter({ binary });
  await linter.setup();
  await linter.setLintConfig({ ...(await linter.getLintConfig()), ...RULES_OFF });
  const lintAll = async (text: string, brand: BrandData): Promise<GrammarIssue[]> => {
    const organized = await linter.organizedLints(checkable(text, brand), { language: 'markdown' });
    return Object.entries(organized).flatMap(([rule, lints]: [string, Lint[]]) =>
      lints.map((l) => ({ rule, kind: l.lint_kind(), text: l.get_problem_text(), message: l.message() })),
    );
  };
  // Per brand and topic: the rule and words of each issue the owner's own text carries.
  const ownerIssues = new Map<string, Set<string>>();
  return {
    async check(draft, brand, topic) {
      const key = `${brand.companyName}|${topic}`;
      if (!ownerIssues.has(key)) {
        const found = await Promise.all(ownerTexts(brand, topic).map((t) => lintAll(t, brand)));
        ownerIssues.set(key, new Set(found.flat().map((i) => `${i.rule}|${i.text.toLowerCase()}`)));
      }
      const own = ownerIssues.get(key)!;
      const issues = (await lintAll(draft, brand)).filter((i) => !own.has(`${i.rule}|${i.text.toLowerCase()}`));
      return { words: wordCount(draft), issues };
    },
  };
}
