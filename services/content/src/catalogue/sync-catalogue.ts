import type { Knex } from 'knex';
import { PLATFORM_SOCIAL_KEYS, WRITING_FORMATS, WRITING_PLATFORMS, type WriterConfig } from '@navia/contracts';

/**
 * The variables a MindStudio writing worker gets from the format itself (spec: the format's defaultVariables, to
 * which the request adds userID, topic, audience, offer, platform, format). All text, as MindStudio variables are.
 */
export function defaultVariablesOf(format: { name: string; writer: WriterConfig }, platformName: string): Record<string, string> {
  const w = format.writer;
  return {
    formatName: format.name,
    platformName,
    brief: w.description,
    length: `${w.minWords}-${w.maxWords} words`,
    maxCharacters: w.maxCharacters ? String(w.maxCharacters) : '',
    structure: w.structure.join(' | '),
    mustInclude: w.mustInclude.join(', '),
    hashtags: w.hashtags.max > 0 ? `${w.hashtags.min}-${w.hashtags.max}` : 'none',
    outputFormat: 'markdown',
  };
}

/**
 * Makes the catalogue tables hold exactly the contracts' catalogue: inserts new platforms and formats, updates
 * changed ones (a format's own MindStudio worker, set by an operator, is kept), removes dropped ones.
 */
export async function syncCatalogue(db: Knex, schema: string): Promise<void> {
  await db.transaction(async (trx) => {
    const platforms = () => trx.withSchema(schema).table('platforms');
    const formats = () => trx.withSchema(schema).table('formats');
    for (const [i, p] of WRITING_PLATFORMS.entries()) {
      await platforms()
        .insert({ id: p.id, name: p.name, sort_order: i, social_key: PLATFORM_SOCIAL_KEYS[p.id], updated_at: trx.fn.now() })
        .onConflict('id')
        .merge(['name', 'sort_order', 'social_key', 'updated_at']);
    }
    for (const [i, f] of WRITING_FORMATS.entries()) {
      const platformName = WRITING_PLATFORMS.find((p) => p.id === f.platformId)?.name ?? f.platformId;
      await formats()
        .insert({
          id: f.id,
          platform_id: f.platformId,
          name: f.name,
          sort_order: i,
          writer_config: JSON.stringify(f.writer),
          default_variables: JSON.stringify(defaultVariablesOf(f, platformName)),
          updated_at: trx.fn.now(),
        })
        .onConflict('id')
        .merge(['platform_id', 'name', 'sort_order', 'writer_config', 'default_variables', 'updated_at']);
    }
    await formats().whereNotIn('id', WRITING_FORMATS.map((f) => f.id)).del();
    await platforms().whereNotIn('id', WRITING_PLATFORMS.map((p) => p.id)).del();
  });
}
