import { createDatabase, createLogger, loadConfig, migrate, withPlatformMigrations } from '@navia/service-kit';
import { createIdentityContext } from '../context';
import { migrations } from '../migrations';

/**
 * `npm run set-admin -- <email> [on|off]`: grants (default) or removes the operator role (the queue dashboard at
 * /admin/queues). The role is a claim of the access token, so it takes effect at the user's next token (sign-in or
 * refresh, at most 15 minutes), and a removal likewise.
 */
async function main() {
  const [email, value = 'on'] = process.argv.slice(2);
  if (!email || !['on', 'off'].includes(value)) {
    process.stderr.write('usage: npm run set-admin -- <email> [on|off]\n');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrate(db, 'identity', withPlatformMigrations(migrations));
    const ctx = createIdentityContext(db, 'identity', config, createLogger('set-admin', 'warn'));
    const user = await ctx.users.findByEmail(email.trim().toLowerCase());
    if (!user) {
      process.stderr.write(`no user with email ${email}\n`);
      process.exitCode = 1;
      return;
    }
    const row = await ctx.users.setAdmin(user.id, value === 'on');
    process.stdout.write(`${row?.email}: admin is now ${row?.is_admin ? 'on' : 'off'}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`set-admin failed: ${(err as Error).message}\n`);
  process.exit(1);
});
