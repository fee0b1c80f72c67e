import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrategyTemplate, templateProblems } from '@navia/contracts';

export const TEMPLATES_DIR = join(__dirname, 'data');

/**
 * Reads every template data file and validates it with the contract; a bad file stops the load with the file's name
 * and the problem, so a broken template can never be seeded.
 */
export function loadTemplates(dir = TEMPLATES_DIR): StrategyTemplate[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const ids = new Set<string>();
  return files.map((file) => {
    const parsed = StrategyTemplate.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    const problems = templateProblems(parsed.data);
    if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
    if (`${parsed.data.id}.json` !== file) throw new Error(`${file}: the file must be named after the template id '${parsed.data.id}'`);
    if (ids.has(parsed.data.id)) throw new Error(`${file}: duplicate template id`);
    ids.add(parsed.data.id);
    return parsed.data;
  });
}
