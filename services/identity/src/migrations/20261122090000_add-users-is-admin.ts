import type { Migration } from '@navia/service-kit';

/** Operators (queue dashboard, admin pages): granted only with `npm run set-admin`, never by sign-up or billing. */
export const addUsersIsAdmin: Migration = {
  name: '20261122090000_add-users-is-admin',
  async up(db, schema) {
    if (await db.schema.withSchema(schema).hasColumn('users', 'is_admin')) return;
    await db.schema.withSchema(schema).alterTable('users', (t) => {
      t.boolean('is_admin').notNullable().defaultTo(false);
    });
  },
  async down(db, schema) {
    if (!(await db.schema.withSchema(schema).hasColumn('users', 'is_admin'))) return;
    await db.schema.withSchema(schema).alterTable('users', (t) => {
      t.dropColumn('is_admin');
    });
  },
};
