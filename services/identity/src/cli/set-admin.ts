import { AccessTokenVerifier, createDatabase, createLogger, loadConfig, migrate, openRevokedSessions, withPlatformMigrations } from '@navia/service-kit';
import { UsersRepository } from '../repositories/users-repository';
import { setAdmin } from '../commands/set-admin';
import { migrations } from '../migrations';

/**
 * `npm run set-admin -- <email> [on|off]`: grants (default) or removes the operator role (the queue dashboard at
 * /admin/queues). The role is a claim of the access token: the user's older tokens are ended, so the change takes
 * effect at their next refresh (the client does it on the 401), a removal at once.
 */
async function main() {
  const [email, value = 'on'] = process.argv.slice(2);
  if (!email || !['on', 'off'].includes(value)) {
    process.stderr.write('usage: npm run set-admin -- <email> [on|off]\n');
    process.exit(2);
  }
  const config = loadConfig();
  let revocations: Awaited<ReturnType<typeof openRevokedSessions>> | undefined;
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrate(db, 'identity', withPlatformMigrations(migrations));
    // The change ends the user's older access tokens: through Redis in the running services when there is one, and
    // through the database (restored at identity's start) otherwise.
    const log = createLogger('set-admin', 'warn');
    revocations = await openRevokedSessions(config, log);
    // Only what the change needs: the users table and the revocation list.
    const deps = { users: new UsersRepository(db, 'identity'), tokens: new AccessTokenVerifier(config.secrets.jwtPublicKey, revocations) };
    const user = await deps.users.findByEmail(email.trim().toLowerCase());
    if (!user) {
      process.stderr.write(`no user with email ${email}\n`);
      process.exitCode = 1;
      return;
    }
    const row = await setAdmin(deps, user.id, value === 'on');
    process.stdout.write(`${row.email}: admin is now ${row.is_admin ? 'on' : 'off'}\n`);
  } finally {
    await revocations?.close();
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`set-admin failed: ${(err as Error).message}\n`);
  process.exit(1);
});
