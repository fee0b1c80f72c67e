import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Gives `dir` a freshly initialised, empty PGlite cluster, copied from a template made once per machine and PGlite
 * version. A fresh PGlite runs initdb, which takes 2–3 s on an idle 2-core runner and over 20 s on a busy one; a
 * copy of a cleanly closed cluster opens in well under a second. Each test system still gets its own directory (no
 * rows shared), and migrations still run on it, since they are what the tests prove.
 */
export async function seedPgliteDir(dir: string): Promise<void> {
  cpSync(await pgliteTemplate(), dir, { recursive: true });
}

async function pgliteTemplate(): Promise<string> {
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const template = join(tmpdir(), `navia-pglite-template-${version}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // Made aside and renamed into place, so a parallel jest worker never copies a half-made template.
  const scratch = mkdtempSync(join(tmpdir(), 'navia-pglite-template-making-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(join(scratch, 'pgdata'));
  await pglite.waitReady;
  await pglite.close();
  try {
    renameSync(join(scratch, 'pgdata'), template);
  } catch {
    // Another worker made it first (the target exists and is not empty): theirs is as good.
  }
  rmSync(scratch, { recursive: true, force: true });
  return template;
}
