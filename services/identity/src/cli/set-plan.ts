import { PLAN_KEYS, PlanKey, planFromProviderIds } from '@navia/contracts';
import { AccessTokenVerifier, createDatabase, createLogger, loadConfig, migrate, openRevokedSessions, withPlatformMigrations } from '@navia/service-kit';
import { UsersRepository } from '../repositories/users-repository';
import { setPlan } from '../commands/set-plan';
import { migrations } from '../migrations';

/** `npm run set-plan -- <email> <plan>`: an operator's way to set a user's plan (no billing involved). */
async function main() {
  const [email, plan] = process.argv.slice(2);
  const parsed = PlanKey.safeParse(plan);
  if (!email || !parsed.success) {
    process.stderr.write(`usage: npm run set-plan -- <email> <${PLAN_KEYS.join('|')}>\n`);
    process.exit(2);
  }
  const config = loadConfig();
  let revocations: Awaited<ReturnType<typeof openRevokedSessions>> | undefined;
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrate(db, 'identity', withPlatformMigrations(migrations));
    // The change ends the user's older access tokens: through Redis in the running services when there is one, and
    // through the database (restored at identity's start) otherwise.
    const log = createLogger('set-plan', 'warn');
    revocations = await openRevokedSessions(config, log);
    // Only what the change needs: the users table and the revocation list.
    const deps = { users: new UsersRepository(db, 'identity'), tokens: new AccessTokenVerifier(config.secrets.jwtPublicKey, revocations) };
    const user = await deps.users.findByEmail(email.trim().toLowerCase());
    if (!user) {
      process.stderr.write(`no user with email ${email}\n`);
      process.exitCode = 1;
      return;
    }
    const row = await setPlan(deps, user.id, parsed.data);
    process.stdout.write(`${row.email}: plan is now ${planFromProviderIds(row.plan_ids)}\n`);
  } finally {
    await revocations?.close();
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`set-plan failed: ${(err as Error).message}\n`);
  process.exit(1);
});
