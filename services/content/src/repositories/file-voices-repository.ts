import type { Knex } from 'knex';
import { VoiceScore } from '@navia/contracts';
import { fromJson, json } from '@navia/service-kit';

/** The only code that touches content.file_voices (each file's voice score, for the version it was computed on). */
export class FileVoicesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('file_voices');
  }

  /** The stored score; one stored in an older shape (before drift had its kind) counts as none, so it is computed again. */
  async find(fileId: string): Promise<{ version: number; voice: VoiceScore } | undefined> {
    const row = (await this.table().where({ file_id: fileId }).first('version', 'voice')) as { version: number; voice: unknown } | undefined;
    const voice = row && VoiceScore.safeParse(fromJson(row.voice));
    return row && voice?.success ? { version: Number(row.version), voice: voice.data } : undefined;
  }

  async save(fileId: string, version: number, voice: VoiceScore): Promise<void> {
    await this.table()
      .insert({ file_id: fileId, version, voice: json(voice), updated_at: this.db.fn.now() })
      .onConflict('file_id')
      .merge();
  }
}
