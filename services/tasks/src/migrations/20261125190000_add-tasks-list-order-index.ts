import type { Migration } from '@navia/service-kit';

/**
 * The list view's order (GET /api/tasks?view=list, issue 16 item 5): a user's tasks of a brand, undated first, by
 * day, creation and the strategy's own order. With it a page reads only its own rows from the index instead of
 * sorting all of a big account's tasks for every page.
 */
export const addTasksListOrderIndex: Migration = {
  name: '20261125190000_add-tasks-list-order-index',
  async up(db, schema) {
    await db.raw(
      'create index if not exists tasks_list_order_idx on ??.tasks (user_id, brand_id, due_date asc nulls first, created_at, sequence, id)',
      [schema],
    );
  },
  async down(db, schema) {
    await db.raw('drop index if exists ??.tasks_list_order_idx', [schema]);
  },
};
