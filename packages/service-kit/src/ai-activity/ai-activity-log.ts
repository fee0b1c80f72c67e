import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AI_ACTIVITY_LIST_MAX, AI_ACTIVITY_RETENTION_DAYS, type AiActivityEntry, type AiActivityPurpose, type AiProvider } from '@navia/contracts';
import { affectedRows } from '../db/affected-rows';
import { fromJson, json } from '../db/database';
import type { Migration } from '../db/migrations';
import type { Logger } from '../logger';

/** One call to an AI model, as the service that made it records it (issue 18 "AI activity record"). */
export interface AiCall {
  userId: string;
  brandId: string | null;
  purpose: AiActivityPurpose;
  provider: AiProvider;
  model: string;
  local: boolean;
  brandFieldsSent: string[];
  charactersSent: number;
  tokens: number | null;
  outcome: 'succeeded' | 'failed';
  error?: string | null;
}

/**
 * Runs one call to a model and records it, succeeded (with the tokens `tokensOf` reads from the answer) or failed
 * (with its message, the words the user is shown), then answers or throws as the call did. `delivered` says whether a
 * failed call's request reached the model (a refused connection did not: it is recorded as sending nothing).
 */
export async function recordedCall<T>(
  record: (call: AiCall) => Promise<void>,
  call: Omit<AiCall, 'tokens' | 'outcome' | 'error'>,
  run: () => Promise<T>,
  tokensOf: (result: T) => number | null,
  delivered: (err: unknown) => boolean = () => true,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    const nothingSent = delivered(err) ? {} : { brandFieldsSent: [], charactersSent: 0 };
    await record({ ...call, ...nothingSent, tokens: null, outcome: 'failed', error: err instanceof Error ? err.message : 'The call failed' });
    throw err;
  }
  await record({ ...call, tokens: tokensOf(result), outcome: 'succeeded' });
  return result;
}

interface Row {
  id: string;
  user_id: string;
  brand_id: string | null;
  at: Date | string;
  purpose: AiActivityPurpose;
  provider: AiProvider;
  model: string;
  local: boolean;
  brand_fields_sent: unknown;
  characters_sent: number;
  tokens: number | null;
  outcome: 'succeeded' | 'failed';
  error: string | null;
}

const TABLE = 'ai_activity';
const DAY_MS = 24 * 3600 * 1000;

/**
 * `<schema>.ai_activity`: the calls to AI models one service made, per user. Each service that calls a model (the
 * content writers, the brand voice analyzers) keeps its own in its own schema, written in the same process as the
 * call (nothing to lose on the way); GET /api/ai-activity reads them together. Kept AI_ACTIVITY_RETENTION_DAYS days.
 */
export function createAiActivityTable(name: string): Migration {
  return {
    name,
    async up(db, schema) {
      if (await db.schema.withSchema(schema).hasTable(TABLE)) return;
      await db.schema.withSchema(schema).createTable(TABLE, (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable();
        t.uuid('brand_id').nullable();
        t.timestamp('at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.text('purpose').notNullable();
        t.text('provider').notNullable();
        t.text('model').notNullable();
        t.boolean('local').notNullable();
        t.jsonb('brand_fields_sent').notNullable();
        t.integer('characters_sent').notNullable();
        t.integer('tokens').nullable();
        t.text('outcome').notNullable();
        t.text('error').nullable();
        t.index(['user_id', 'at']);
        // The purge deletes by age across users.
        t.index(['at']);
      });
    },
    async down(db, schema) {
      await db.schema.withSchema(schema).dropTableIfExists(TABLE);
    },
  };
}

export class AiActivityLog {
  constructor(
    private readonly db: Knex,
    private readonly schema: string,
    private readonly log?: Logger,
  ) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table(TABLE);
  }

  /**
   * Records a call. The record is a report, not part of the work: a failure to write it is logged and never fails
   * the draft or analysis that was made.
   */
  async record(call: AiCall): Promise<void> {
    try {
      await this.table().insert({
        id: randomUUID(),
        user_id: call.userId,
        brand_id: call.brandId,
        purpose: call.purpose,
        provider: call.provider,
        model: call.model,
        local: call.local,
        brand_fields_sent: json(call.brandFieldsSent),
        characters_sent: Math.max(0, Math.round(call.charactersSent)),
        tokens: call.tokens === null ? null : Math.max(0, Math.round(call.tokens)),
        outcome: call.outcome,
        error: call.error ? call.error.slice(0, 500) : null,
      });
    } catch (err) {
      this.log?.error({ err, purpose: call.purpose, provider: call.provider }, 'could not record an AI call');
    }
  }

  /** The user's calls within the retention window, newest first (at most `limit`), and how many there are. */
  async list(userId: string, now = new Date(), limit = AI_ACTIVITY_LIST_MAX): Promise<{ entries: AiActivityEntry[]; total: number; leftServer: number }> {
    const since = new Date(now.getTime() - AI_ACTIVITY_RETENTION_DAYS * DAY_MS);
    const scoped = () => this.table().where({ user_id: userId }).where('at', '>=', since);
    const [rows, counts] = await Promise.all([
      scoped().orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit) as Promise<Row[]>,
      scoped()
        .select(this.db.raw('count(*) as total'), this.db.raw('count(*) filter (where not local) as left_server'))
        .first() as Promise<{ total: number | string; left_server: number | string } | undefined>,
    ]);
    return { entries: rows.map(present), total: Number(counts?.total ?? 0), leftServer: Number(counts?.left_server ?? 0) };
  }

  /** Deletes calls older than the retention window; answers how many. Running it twice deletes nothing more. */
  async purge(now = new Date()): Promise<number> {
    return affectedRows(await this.table().where('at', '<', new Date(now.getTime() - AI_ACTIVITY_RETENTION_DAYS * DAY_MS)).delete());
  }
}

function present(r: Row): AiActivityEntry {
  return {
    id: r.id,
    at: new Date(r.at).toISOString(),
    purpose: r.purpose,
    provider: r.provider,
    model: r.model,
    local: Boolean(r.local),
    brandId: r.brand_id,
    brandFieldsSent: (fromJson(r.brand_fields_sent) as string[]) ?? [],
    charactersSent: Number(r.characters_sent),
    tokens: r.tokens === null ? null : Number(r.tokens),
    outcome: r.outcome,
    error: r.error,
  };
}
