import type { Knex } from 'knex';
import type { StatsTask } from './compute-dashboard-stats';

interface StatsRow {
  status: StatsTask['status'];
  due_date: string | null;
  timeframe: StatsTask['timeframe'];
  strategy_id: string;
  completed_at: Date | null;
}

/** Reads tasks.tasks for the dashboard stats: only the columns they need, scoped by the user (and brand). */
export class StatsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  async tasksForStats(userId: string, brandId?: string): Promise<StatsTask[]> {
    const q = this.db
      .withSchema(this.schema)
      .table('tasks')
      .select(
        'status',
        // Text, as the tasks repository reads it: a JS Date would shift the calendar day by the server's zone.
        this.db.raw(`to_char(due_date, 'YYYY-MM-DD') as due_date`),
        'timeframe',
        'strategy_id',
        // Tasks completed before completed_at existed count by their last update.
        this.db.raw(`case when status = 'completed' then coalesce(completed_at, updated_at) end as completed_at`),
      )
      .where({ user_id: userId });
    if (brandId) q.andWhere({ brand_id: brandId });
    const rows: StatsRow[] = await q;
    return rows.map((r) => ({
      status: r.status,
      dueDate: r.due_date,
      timeframe: r.timeframe,
      strategyId: r.strategy_id,
      completedAt: r.completed_at ? new Date(r.completed_at) : null,
    }));
  }
}
