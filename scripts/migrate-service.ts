// Applies one service's pending migrations to its own schema and exits: `tsx scripts/migrate-service.ts <service>`.
// What each service's migration Job runs (infra/k8s/services/<service>.yaml), inside that service's own image, so a
// service migrates and deploys without the gateway or any other service's code.
import { SERVICE_NAMES, type ServiceName } from '@navia/contracts';
import { createDatabase, loadConfig, migrate, withPlatformMigrations, type ServiceModule } from '@navia/service-kit';

async function main() {
  const name = process.argv[2] as ServiceName;
  if (!SERVICE_NAMES.includes(name)) throw new Error(`usage: migrate-service.ts <${SERVICE_NAMES.join('|')}>`);
  const exports = (await import(`@navia/${name}-service`)) as Record<string, ServiceModule | undefined>;
  const module = exports[`${name}Service`];
  if (!module) throw new Error(`@navia/${name}-service does not export ${name}Service`);
  const config = loadConfig();
  const db = await createDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    const applied = await migrate(db, module.name, withPlatformMigrations(module.migrations));
    process.stdout.write(`${module.name}: ${applied.length ? applied.join(', ') : 'up to date'}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`migration failed: ${(err as Error).message}\n`);
  process.exit(1);
});
