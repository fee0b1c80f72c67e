import type { Migration } from '@navia/service-kit';

/**
 * content.ai_model_choices: the model a user on Grow or above chose for their drafts (PUT /api/ai/model; one row per
 * user, none for the server's default). The choice is kept on a downgrade and applies again after an upgrade; the
 * plan is checked at each write. content_generations.model records which model wrote each draft.
 */
export const createAiModelChoices: Migration = {
  name: '20261127000000_create-ai-model-choices',
  async up(db, schema) {
    if (!(await db.schema.withSchema(schema).hasTable('ai_model_choices'))) {
      await db.schema.withSchema(schema).createTable('ai_model_choices', (t) => {
        t.uuid('user_id').primary();
        t.text('model').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
    }
    if (!(await db.schema.withSchema(schema).hasColumn('content_generations', 'model'))) {
      await db.schema.withSchema(schema).alterTable('content_generations', (t) => {
        t.text('model').nullable();
      });
    }
  },
  async down(db, schema) {
    await db.schema.withSchema(schema).dropTableIfExists('ai_model_choices');
    if (await db.schema.withSchema(schema).hasColumn('content_generations', 'model')) {
      await db.schema.withSchema(schema).alterTable('content_generations', (t) => t.dropColumn('model'));
    }
  },
};
