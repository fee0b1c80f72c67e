import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { EraseUserDataResponse } from '@navia/contracts';
import { affectedRows } from '../db/affected-rows';
import { internalRoute } from '../http/route';
import { serviceAuth } from '../auth/middleware';

/**
 * Deletes every row of `userId` in the service's schema, in one transaction: each table with a `user_id` column,
 * found in the catalogue rather than listed by hand, so a table added later is erased too without anyone
 * remembering to (rows without the column, such as file versions or key results, go with their parents by their
 * ON DELETE CASCADE keys). `first` names tables to empty before the rest (tasks before the counts its triggers keep).
 * Running it again erases nothing more. Answers how many rows went.
 */
export async function eraseUserRows(db: Knex, schema: string, userId: string, first: readonly string[] = []): Promise<number> {
  return db.transaction(async (trx) => {
    const rows = (await trx('information_schema.columns')
      .select('table_name')
      .where({ table_schema: schema, column_name: 'user_id' })
      .whereIn('table_name', trx('information_schema.tables').select('table_name').where({ table_schema: schema, table_type: 'BASE TABLE' }))
      .orderBy('table_name')) as Array<{ table_name: string }>;
    const tables = rows.map((r) => r.table_name);
    const ordered = [...first.filter((t) => tables.includes(t)), ...tables.filter((t) => !first.includes(t))];
    let erased = 0;
    for (const table of ordered) erased += affectedRows(await trx.withSchema(schema).table(table).where({ user_id: userId }).delete());
    return erased;
  });
}

const UserParams = z.object({ userId: z.string().uuid() });

/** `DELETE /internal/users/{u}/data` (contracts `accountInternal.eraseUserData`): the account-deletion saga's step here. */
export function userErasureRoutes(deps: { db: Knex; schema: string; serviceToken: string; first?: readonly string[] }): Router {
  const router = new Router({ prefix: '/internal/users/:userId/data' });
  router.use(serviceAuth(deps.serviceToken));
  router.delete('/', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = { erased: await eraseUserRows(deps.db, deps.schema, params.userId, deps.first) } satisfies EraseUserDataResponse;
  }));
  return router;
}
