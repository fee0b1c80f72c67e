import type { Migration } from '@navia/service-kit';

/**
 * tasks.task_kinds: how many tasks each user has of each strategy and task type, kept by the database itself. The
 * tasks page's first call names every strategy and task type among the user's tasks (the filter chips of GET
 * /api/tasks?view=list), and counting them with a DISTINCT over all of a big account's rows on every first page
 * held that call to half the answers a second of a later page (docs/performance.md, issue 16 item 5).
 *
 * Triggers keep the counts, so every way tasks are written counts: a launch, deleting a strategy's tasks, a bench or
 * an import writing rows straight into the table. Statement triggers with transition tables count a launch's rows in
 * one statement; an update of a counted column (none today) moves its rows from one kind to the other.
 */
export const createTaskKinds: Migration = {
  name: '20261126150000_create-task-kinds',
  async up(db, schema) {
    await db.raw(
      `create table if not exists ??.task_kinds (
        user_id uuid not null,
        strategy_id uuid not null,
        task_type text not null,
        brand_id uuid not null,
        strategy_name text not null,
        task_count integer not null,
        primary key (user_id, strategy_id, task_type)
      )`,
      [schema],
    );
    await db.raw('create index if not exists task_kinds_user_brand_idx on ??.task_kinds (user_id, brand_id)', [schema]);
    await db.raw(
      `create or replace function ??.count_task_kinds() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update ??.task_kinds k set task_count = k.task_count - gone.n
            from (select user_id, strategy_id, task_type, count(*)::integer as n from old_rows group by 1, 2, 3) gone
            where k.user_id = gone.user_id and k.strategy_id = gone.strategy_id and k.task_type = gone.task_type;
          delete from ??.task_kinds k using (select distinct user_id from old_rows) touched
            where k.user_id = touched.user_id and k.task_count <= 0;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ??.task_kinds as k (user_id, strategy_id, task_type, brand_id, strategy_name, task_count)
            select user_id, strategy_id, task_type, (array_agg(brand_id))[1], max(strategy_name), count(*)::integer
              from new_rows group by 1, 2, 3
            on conflict (user_id, strategy_id, task_type) do update
              set task_count = k.task_count + excluded.task_count, brand_id = excluded.brand_id, strategy_name = excluded.strategy_name;
        end if;
        return null;
      end $$`,
      [schema, schema, schema, schema],
    );
    // Transition tables allow one event per trigger.
    await db.raw(
      `create or replace trigger task_kinds_insert after insert on ??.tasks
        referencing new table as new_rows for each statement execute function ??.count_task_kinds()`,
      [schema, schema],
    );
    await db.raw(
      `create or replace trigger task_kinds_delete after delete on ??.tasks
        referencing old table as old_rows for each statement execute function ??.count_task_kinds()`,
      [schema, schema],
    );
    // Every statement that updates tasks (a status change, a run's progress) would fire a statement trigger; none
    // of them changes a counted column, so the update trigger is per row, only for those columns, only on a change.
    await db.raw(
      `create or replace function ??.recount_task_kind() returns trigger language plpgsql as $$
      begin
        update ??.task_kinds set task_count = task_count - 1
          where user_id = old.user_id and strategy_id = old.strategy_id and task_type = old.task_type;
        delete from ??.task_kinds where user_id = old.user_id and strategy_id = old.strategy_id and task_type = old.task_type and task_count <= 0;
        insert into ??.task_kinds as k (user_id, strategy_id, task_type, brand_id, strategy_name, task_count)
          values (new.user_id, new.strategy_id, new.task_type, new.brand_id, new.strategy_name, 1)
          on conflict (user_id, strategy_id, task_type) do update
            set task_count = k.task_count + 1, brand_id = excluded.brand_id, strategy_name = excluded.strategy_name;
        return null;
      end $$`,
      [schema, schema, schema, schema],
    );
    await db.raw(
      `create or replace trigger task_kinds_update after update of user_id, strategy_id, task_type, brand_id, strategy_name on ??.tasks
        for each row when (
          old.user_id is distinct from new.user_id or old.strategy_id is distinct from new.strategy_id
          or old.task_type is distinct from new.task_type or old.brand_id is distinct from new.brand_id
          or old.strategy_name is distinct from new.strategy_name
        ) execute function ??.recount_task_kind()`,
      [schema, schema],
    );
    // The tasks written before the table existed.
    await db.raw(
      `insert into ??.task_kinds (user_id, strategy_id, task_type, brand_id, strategy_name, task_count)
        select user_id, strategy_id, task_type, (array_agg(brand_id))[1], max(strategy_name), count(*)::integer
          from ??.tasks group by 1, 2, 3
        on conflict (user_id, strategy_id, task_type) do nothing`,
      [schema, schema],
    );
  },
  async down(db, schema) {
    await db.raw('drop trigger if exists task_kinds_update on ??.tasks', [schema]);
    await db.raw('drop trigger if exists task_kinds_delete on ??.tasks', [schema]);
    await db.raw('drop trigger if exists task_kinds_insert on ??.tasks', [schema]);
    await db.raw('drop function if exists ??.recount_task_kind()', [schema]);
    await db.raw('drop function if exists ??.count_task_kinds()', [schema]);
    await db.raw('drop table if exists ??.task_kinds', [schema]);
  },
};
