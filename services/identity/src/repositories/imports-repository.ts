import type { Knex } from 'knex';
import type { ImportCounts } from '@navia/contracts';
import { fromJson } from '@navia/service-kit';

/** The only code that touches identity.imports (the export files an account has imported in full). */
export class ImportsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('imports');
  }

  async find(userId: string, fingerprint: string): Promise<ImportCounts | undefined> {
    const row = (await this.table().where({ user_id: userId, fingerprint }).first('counts')) as { counts: unknown } | undefined;
    return row ? (fromJson(row.counts) as ImportCounts) : undefined;
  }

  async record(userId: string, fingerprint: string, counts: ImportCounts): Promise<void> {
    await this.table().insert({ user_id: userId, fingerprint, counts: JSON.stringify(counts) }).onConflict(['user_id', 'fingerprint']).ignore();
  }
}
