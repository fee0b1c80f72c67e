import type { Knex } from 'knex';

/** The only code that touches content.ai_model_choices (each user's chosen writing model). */
export class AiModelChoicesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('ai_model_choices');
  }

  async find(userId: string): Promise<string | null> {
    const row = (await this.table().where({ user_id: userId }).first('model')) as { model: string } | undefined;
    return row?.model ?? null;
  }

  /** Stores the choice, or forgets it (null: the server's default). */
  async save(userId: string, model: string | null): Promise<void> {
    if (model === null) {
      await this.table().where({ user_id: userId }).delete();
      return;
    }
    await this.table().insert({ user_id: userId, model, updated_at: this.db.fn.now() }).onConflict('user_id').merge();
  }
}
