import type { Knex } from 'knex';
import type { VoiceScore } from '@navia/contracts';

/** The only code that touches content.file_voices (each file's voice score, for the version it was computed on). */
export class FileVoicesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('file_voices');
  }

  async find(fileId: string): Promise<{ version: number; voice: VoiceScore } | undefined> {
    const row = (await this.table().where({ file_id: fileId }).first('version', 'voice')) as { version: number; voice: VoiceScore | string } | undefined;
    if (!row) return undefined;
    // node-postgres parses jsonb; PGlite through knex may hand back the text.
    return { version: Number(row.version), voice: typeof row.voice === 'string' ? (JSON.parse(row.voice) as VoiceScore) : row.voice };
  }

  async save(fileId: string, version: number, voice: VoiceScore): Promise<void> {
    await this.table()
      .insert({ file_id: fileId, version, voice: JSON.stringify(voice), updated_at: this.db.fn.now() })
      .onConflict('file_id')
      .merge();
  }
}
