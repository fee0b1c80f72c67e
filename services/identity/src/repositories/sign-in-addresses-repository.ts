import type { Knex } from 'knex';
import { affectedRows } from '@navia/service-kit';

/** The only code that touches identity.sign_in_addresses (addresses an account has signed in from). */
export class SignInAddressesRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table(db: Knex = this.db) {
    return db.withSchema(this.schema).table('sign_in_addresses');
  }

  /** Whether `userId` signed in (or signed up) successfully from `ip` within the last `days` days. */
  async isKnown(userId: string, ip: string, days: number): Promise<boolean> {
    const since = new Date(Date.now() - days * 24 * 3600 * 1000);
    return !!(await this.table().where({ user_id: userId, ip }).where('last_signed_in_at', '>=', since).first('ip'));
  }

  async remember(userId: string, ip: string, db?: Knex): Promise<void> {
    await this.table(db)
      .insert({ user_id: userId, ip, last_signed_in_at: this.db.fn.now() })
      .onConflict(['user_id', 'ip'])
      .merge(['last_signed_in_at']);
  }

  /** Deletes addresses not used for `days` days (isKnown ignores them already). Returns how many. */
  async purgeOlderThan(days: number, now: Date): Promise<number> {
    const before = new Date(now.getTime() - days * 24 * 3600 * 1000);
    return affectedRows(await this.table().where('last_signed_in_at', '<', before).delete());
  }
}
