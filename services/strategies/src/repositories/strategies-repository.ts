import type { Knex } from 'knex';
import type { ExportStrategy, KeyResult } from '@navia/contracts';
import { affectedRows } from '@navia/service-kit';
import type { PlannedObjective } from '../launch/build-launch-plan';

export interface StrategyRow {
  id: string;
  user_id: string;
  brand_id: string;
  template_id: string;
  template_name: string;
  name: string;
  description: string;
  status: 'launching' | 'active' | 'completed';
  /** Read as text (`YYYY-MM-DD`): a JS Date would shift the calendar day by the server's time zone. */
  deadline: string | null;
  duration: string;
  commitment: string;
  offering: Record<string, unknown> | null;
  persona: Record<string, unknown> | null;
  completed_tasks: number;
  total_tasks: number;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectiveRow {
  id: string;
  strategy_id: string;
  position: number;
  title: string;
  description: string;
}

export interface KeyResultRow {
  id: string;
  objective_id: string;
  strategy_id: string;
  position: number;
  description: string;
  target_type: 'task' | 'change' | 'other';
  target_calculation: string;
  current_value: number;
  starting_value: number;
  target_value: number;
  unit: string;
}

export type NewStrategyRow = Pick<
  StrategyRow,
  'id' | 'user_id' | 'brand_id' | 'template_id' | 'template_name' | 'name' | 'description' | 'deadline' | 'duration' | 'commitment' | 'offering' | 'persona'
>;

export interface TaskCounts {
  total: number;
  completed: number;
  tags: { tag: string; total: number; completed: number }[];
}

/** Launches that never finished (the process stopped between steps) stop counting and are cleaned after this. */
/** A key result as its table holds it, from its planned or exported form (a launch and an import both write them). */
function keyResultRow(
  kr: Pick<KeyResult, 'id' | 'description' | 'targetType' | 'targetCalculation' | 'currentValue' | 'startingValue' | 'targetValue' | 'unit'>,
  objectiveId: string,
  strategyId: string,
  position: number,
): KeyResultRow {
  return {
    id: kr.id,
    objective_id: objectiveId,
    strategy_id: strategyId,
    position,
    description: kr.description,
    target_type: kr.targetType,
    target_calculation: kr.targetCalculation,
    current_value: kr.currentValue,
    starting_value: kr.startingValue,
    target_value: kr.targetValue,
    unit: kr.unit,
  };
}

export const STALE_LAUNCH_MINUTES = 10;

/** The only code that touches strategies.strategies, objectives, key_results and strategy_launches. Reads are per user. */
export class StrategiesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private t(table: string, db: Knex = this.db) {
    return db.withSchema(this.schema).table(table);
  }

  private columns(db: Knex = this.db) {
    return ['*', db.raw(`to_char(deadline, 'YYYY-MM-DD') as deadline`)];
  }

  /** Serialises one user's launches and reactivations, so two at once cannot both take the last slot. */
  async lockUser(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`strategies:user:${userId}`]);
  }

  /** Strategies that hold an active slot: active ones and launches in progress (recent ones; see STALE_LAUNCH_MINUTES). */
  async countHoldingSlots(userId: string, trx: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.t('strategies', trx)
      .where({ user_id: userId })
      .andWhere((q) =>
        q.where({ status: 'active' }).orWhere((l) => l.where({ status: 'launching' }).andWhere('created_at', '>', trx.raw(`now() - interval '${STALE_LAUNCH_MINUTES} minutes'`))),
      )
      .count({ n: '*' });
    return Number(n);
  }

  async countLaunchesSince(userId: string, sinceDay: string, trx: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.t('strategy_launches', trx).where({ user_id: userId }).andWhere('launched_on', '>=', sinceDay).count({ n: '*' });
    return Number(n);
  }

  /** Ids of this user's launches that stopped midway (their tasks may exist and must be removed with them). */
  async staleLaunchIds(userId: string, trx: Knex.Transaction): Promise<string[]> {
    const rows = await this.t('strategies', trx)
      .select('id')
      .where({ user_id: userId, status: 'launching' })
      .andWhere('created_at', '<=', trx.raw(`now() - interval '${STALE_LAUNCH_MINUTES} minutes'`));
    return rows.map((r: { id: string }) => r.id);
  }

  /** The strategy in state 'launching', its objectives and key results, and its launch in the ledger. */
  async insertLaunching(
    row: NewStrategyRow,
    objectives: Array<PlannedObjective & { id: string; keyResultIds: string[] }>,
    launchedOn: string,
    trx: Knex.Transaction,
  ): Promise<void> {
    await this.t('strategies', trx).insert({
      ...row,
      status: 'launching',
      offering: row.offering === null ? null : JSON.stringify(row.offering),
      persona: row.persona === null ? null : JSON.stringify(row.persona),
    });
    if (objectives.length > 0) {
      await this.t('objectives', trx).insert(objectives.map((o, i) => ({ id: o.id, strategy_id: row.id, position: i, title: o.title, description: o.description })));
      const krs = objectives.flatMap((o) => o.keyResults.map((kr, i) => keyResultRow({ ...kr, id: o.keyResultIds[i] }, o.id, row.id, i)));
      if (krs.length > 0) await this.t('key_results', trx).insert(krs);
    }
    await this.t('strategy_launches', trx).insert({
      strategy_id: row.id,
      user_id: row.user_id,
      template_id: row.template_id,
      template_name: row.template_name,
      launched_on: launchedOn,
    });
  }

  /**
   * An imported strategy (issue 19) with its objectives and key results, under the ids identity gave them; false when
   * it is already there. Not a launch: the month's launch ledger is left alone.
   */
  async importStrategy(userId: string, s: ExportStrategy, trx: Knex.Transaction): Promise<boolean> {
    const added = await this.t('strategies', trx)
      .insert({
        id: s.strategy.id,
        user_id: userId,
        brand_id: s.strategy.brandId,
        template_id: s.strategy.templateId,
        template_name: s.templateName ?? s.strategy.name,
        name: s.strategy.name,
        description: s.strategy.description,
        status: s.strategy.status,
        deadline: s.strategy.deadline,
        duration: s.duration ?? '',
        commitment: s.commitment ?? '',
        offering: s.selectedOffering === null ? null : JSON.stringify(s.selectedOffering),
        persona: s.selectedPersona === null ? null : JSON.stringify(s.selectedPersona),
        completed_tasks: s.strategy.completedTasks,
        total_tasks: s.strategy.totalTasks,
        created_at: s.strategy.createdAt,
        updated_at: s.strategy.updatedAt,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (added.length === 0) return false;
    if (s.objectives.length > 0) {
      await this.t('objectives', trx).insert(s.objectives.map((o, i) => ({ id: o.id, strategy_id: s.strategy.id, position: i, title: o.title, description: o.description })));
      const krs = s.objectives.flatMap((o) => o.keyResults.map((kr, i) => keyResultRow(kr, o.id, s.strategy.id, i)));
      if (krs.length > 0) await this.t('key_results', trx).insert(krs);
    }
    return true;
  }

  /** Active strategies (what the plan's maxActive counts), for an import's check. */
  async countActive(userId: string): Promise<number> {
    const [{ n }] = await this.t('strategies').where({ user_id: userId, status: 'active' }).count({ n: '*' });
    return Number(n);
  }

  async markLaunched(id: string, totalTasks: number, trx?: Knex.Transaction): Promise<void> {
    await this.t('strategies', trx).where({ id, status: 'launching' }).update({ status: 'active', total_tasks: totalTasks, updated_at: this.db.fn.now() });
  }

  /** Undoes a launch that did not finish: the strategy (objectives and key results cascade) and its ledger entry. */
  /** A launch that has not finished (or failed and is not undone yet). */
  async isLaunching(userId: string, id: string): Promise<boolean> {
    return !!(await this.t('strategies').select('id').where({ user_id: userId, id, status: 'launching' }).first());
  }

  async removeLaunch(userId: string, id: string, trx?: Knex.Transaction): Promise<void> {
    const run = async (t: Knex.Transaction) => {
      await this.t('strategy_launches', t).where({ user_id: userId, strategy_id: id }).delete();
      await this.t('strategies', t).where({ user_id: userId, id }).delete();
    };
    if (trx) await run(trx);
    else await this.db.transaction(run);
  }

  /** Launched strategies (not launches in progress), newest first; `brandId` narrows to one brand. */
  async listForUser(userId: string, brandId?: string): Promise<StrategyRow[]> {
    const q = this.t('strategies').select(this.columns()).where({ user_id: userId }).whereIn('status', ['active', 'completed']);
    if (brandId) q.andWhere({ brand_id: brandId });
    return q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  }

  async findForUser(userId: string, id: string, trx?: Knex.Transaction): Promise<StrategyRow | undefined> {
    return this.t('strategies', trx).select(this.columns(trx)).where({ user_id: userId, id }).whereIn('status', ['active', 'completed']).first();
  }

  async objectives(strategyId: string): Promise<ObjectiveRow[]> {
    return this.t('objectives').where({ strategy_id: strategyId }).orderBy('position');
  }

  async keyResults(strategyId: string): Promise<KeyResultRow[]> {
    return this.t('key_results').where({ strategy_id: strategyId }).orderBy([{ column: 'objective_id' }, { column: 'position' }]);
  }

  /** The objectives and key results of many strategies in two reads (an export's), in their strategies' order. */
  async objectivesOf(strategyIds: string[]): Promise<{ objectives: ObjectiveRow[]; keyResults: KeyResultRow[] }> {
    if (strategyIds.length === 0) return { objectives: [], keyResults: [] };
    const [objectives, keyResults] = await Promise.all([
      this.t('objectives').whereIn('strategy_id', strategyIds).orderBy([{ column: 'strategy_id' }, { column: 'position' }]),
      this.t('key_results').whereIn('strategy_id', strategyIds).orderBy([{ column: 'objective_id' }, { column: 'position' }]),
    ]);
    return { objectives, keyResults };
  }

  async update(id: string, fields: { status?: 'active' | 'completed'; deadline?: string | null }, trx?: Knex.Transaction): Promise<void> {
    const set: Record<string, unknown> = { updated_at: (trx ?? this.db).fn.now() };
    if (fields.status !== undefined) set.status = fields.status;
    if (fields.deadline !== undefined) set.deadline = fields.deadline;
    await this.t('strategies', trx).where({ id }).update(set);
  }

  async delete(userId: string, id: string): Promise<number> {
    return affectedRows(await this.t('strategies').where({ user_id: userId, id }).delete());
  }

  /** A key result of one of the user's launched strategies. */
  async findKeyResultForUser(userId: string, id: string): Promise<KeyResultRow | undefined> {
    // withSchema qualifies the joined table too.
    return this.t('key_results')
      .select('key_results.*')
      .join('strategies', 'strategies.id', 'key_results.strategy_id')
      .where({ 'key_results.id': id, 'strategies.user_id': userId })
      .whereIn('strategies.status', ['active', 'completed'])
      .first();
  }

  async findKeyResult(id: string): Promise<KeyResultRow | undefined> {
    return this.t('key_results').where({ id }).first();
  }

  async updateKeyResultValue(id: string, currentValue: number): Promise<void> {
    await this.t('key_results').where({ id }).update({ current_value: currentValue });
  }

  /**
   * Stores a strategy's task counts and its task key results' figures from a fresh count. Setting (not adding) makes
   * a repeated or late event harmless.
   */
  async applyTaskCounts(userId: string, strategyId: string, counts: TaskCounts): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const updated = await this.t('strategies', trx)
        .where({ id: strategyId, user_id: userId })
        .whereIn('status', ['active', 'completed'])
        .update({ completed_tasks: counts.completed, total_tasks: counts.total });
      if (affectedRows(updated) === 0) return false;
      const krs: KeyResultRow[] = await this.t('key_results', trx).where({ strategy_id: strategyId, target_type: 'task' });
      for (const kr of krs) {
        const tag = counts.tags.find((c) => c.tag === kr.target_calculation);
        await this.t('key_results', trx)
          .where({ id: kr.id })
          .update({ current_value: tag?.completed ?? 0, target_value: tag?.total ?? 0 });
      }
      return true;
    });
  }

  async latestLaunch(userId: string): Promise<{ strategy_id: string; template_id: string; template_name: string; launched_at: Date } | undefined> {
    return this.t('strategy_launches').where({ user_id: userId }).orderBy('launched_at', 'desc').first();
  }

  async countLaunches(userId: string): Promise<number> {
    const [{ n }] = await this.t('strategy_launches').where({ user_id: userId }).count({ n: '*' });
    return Number(n);
  }
}
