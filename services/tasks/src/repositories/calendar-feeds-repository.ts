import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** 32 random bytes, base64url: the feed's address cannot be guessed. */
const newSecret = () => randomBytes(32).toString('base64url');

/** The only code that touches tasks.calendar_feeds (issue 17). */
export class CalendarFeedsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('calendar_feeds');
  }

  /** The user's feed secret, made on first use (two first uses at once keep one). */
  async secretFor(userId: string): Promise<string> {
    await this.table().insert({ user_id: userId, secret: newSecret() }).onConflict('user_id').ignore();
    const row = (await this.table().where({ user_id: userId }).first('secret')) as { secret: string };
    return row.secret;
  }

  /** A new secret for the user; the old one no longer opens anything. */
  async rotate(userId: string): Promise<string> {
    const secret = newSecret();
    await this.table().insert({ user_id: userId, secret }).onConflict('user_id').merge({ secret, created_at: this.db.fn.now() });
    return secret;
  }

  async userFor(secret: string): Promise<string | undefined> {
    const row = (await this.table().where({ secret }).first('user_id')) as { user_id: string } | undefined;
    return row?.user_id;
  }
}
