import type { Lint } from 'harper.js';
import type { BrandData } from '@navia/contracts';
import { wordCount } from '../text';

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
  check(draft: string, brand: BrandData): Promise<{ words: number; issues: GrammarIssue[] }>;
}

/**
 * The draft as the checker reads it: the names a brand owns (company, offers, personas), which no dictionary knows,
 * become one name it does ("Acme"), so a name such as "Bean There Café" is neither a spelling nor a "their" mistake;
 * hashtags and links go. harper.js's own `regex_mask` left rules that look across the masked words still firing.
 */
export function checkable(draft: string, brand: BrandData): string {
  const names = [brand.companyName, ...brand.offerings.map((o) => o.name), ...brand.personas.users.map((p) => p.name)]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let text = draft.replace(/https?:\/\/\S+/g, 'the link').replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '$1');
  for (const n of names) text = text.split(n).join('Acme');
  return text;
}

export async function createGrammarChecker(): Promise<GrammarChecker> {
  // harper.js is an ES module and this service is CommonJS: loaded with import(), not require().
  const [{ LocalLinter }, { binary }] = await Promise.all([import('harper.js'), import('harper.js/binary')]);
  const linter = new LocalLinter({ binary });
  await linter.setup();
  await linter.setLintConfig({ ...(await linter.getLintConfig()), ...RULES_OFF });
  return {
    async check(draft, brand) {
      const organized = await linter.organizedLints(checkable(draft, brand), { language: 'markdown' });
      const issues = Object.entries(organized).flatMap(([rule, lints]: [string, Lint[]]) =>
        lints.map((l) => ({ rule, kind: l.lint_kind(), text: l.get_problem_text(), message: l.message() })),
      );
      return { words: wordCount(draft), issues };
    },
  };
}
