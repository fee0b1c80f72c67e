import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a PGlite directory starts as, beyond an empty cluster: made once per machine and key, then copied. */
export interface PgliteTemplate {
  /** Names what `prepare` puts in (a hash of the migrations it runs): another key, another template. */
  key: string;
  /** Fills the empty cluster in `dir` and closes it cleanly. */
  prepare(dir: string): Promise<void>;
}

/**
 * Gives `dir` a PGlite cluster copied from a template made once per machine and PGlite version: freshly initialised
 * and empty, or with `template` what its `prepare` made of that (the migrations a test system runs). A fresh PGlite
 * runs initdb, which takes 2–3 s on an idle 2-core runner and over 20 s on a busy one; a copy of a cleanly closed
 * cluster opens in well under a second. Each test system still gets its own directory (no rows shared).
 */
export async function seedPgliteDir(dir: string, template?: PgliteTemplate): Promise<void> {
  cpSync(await pgliteTemplate(template), dir, { recursive: true });
}

async function pgliteTemplate(template?: PgliteTemplate): Promise<string> {
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const path = join(tmpdir(), `navia-pglite-template-${version}${template ? `-${template.key}` : ''}`);
  if (existsSync(join(path, 'PG_VERSION'))) return path;
  // Made aside and renamed into place, so a parallel jest worker never copies a half-made template.
  const scratch = mkdtempSync(join(tmpdir(), 'navia-pglite-template-making-'));
  try {
    if (template) {
      cpSync(await pgliteTemplate(), join(scratch, 'pgdata'), { recursive: true });
      await template.prepare(join(scratch, 'pgdata'));
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const pglite = new PGlite(join(scratch, 'pgdata'));
      await pglite.waitReady;
      await pglite.close();
    }
    renameSync(join(scratch, 'pgdata'), path);
  } catch (err) {
    // Another worker made it first (the target exists and is not empty): theirs is as good.
    if (!existsSync(join(path, 'PG_VERSION'))) throw err;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return path;
}
