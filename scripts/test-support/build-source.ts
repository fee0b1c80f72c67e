// The build-tooling tests compile a one-file app with webpack to see what a plugin of ours does to it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Compilation, type Configuration } from 'webpack';

/**
 * Compiles `source` as the entry of an app configured by `config` (in a throwaway folder, with `files` beside it) and
 * hands the finished compilation to `read`, whose answer it resolves with.
 */
export function buildSource<T>(
  source: string,
  config: Configuration,
  read: (compilation: Compilation) => T,
  files: Record<string, string> = {},
): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), 'navia-build-'));
  writeFileSync(join(work, 'entry.js'), source);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(work, name), text);
  const compiler = webpack({ context: work, entry: './entry.js', output: { path: join(work, 'dist') }, ...config });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      rmSync(work, { recursive: true, force: true });
      if (error || !stats) reject(error);
      else resolve(read(stats.compilation));
    }),
  );
}

/** The messages of the build's errors. */
export const errorMessages = (compilation: Compilation) => compilation.errors.map((e) => e.message);
