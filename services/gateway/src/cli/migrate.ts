import { createDatabase, loadConfig, migrate, withPlatformMigrations } from '@navia/service-kit';
import { ALL_SERVICES } from '../services';

/** Applies every service's pending migrations (each to its own schema) on DATABASE_URL, or the embedded PGlite. */
async function main() {
  const config = loadConfig();
  const only = process.argv[2];
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    for (const module of ALL_SERVICES.filter((m) => !only || m.name === only)) {
      const applied = await migrate(db, module.name, withPlatformMigrations(module.migrations));
      process.stdout.write(`${module.name}: ${applied.length ? applied.join(', ') : 'up to date'}\n`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`migration failed: ${(err as Error).message}\n`);
  process.exit(1);
});
