import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './arrangement';

export interface OlderRemote {
  app: string;
  commit: string;
  /** The app folder of the older tree: `dist/` (the build) and `package.json` (with the stamped version). */
  dir: string;
  /** `<package.json version at that commit>-git-<short commit>`: a semver pre-release, so it sorts before that version. */
  version: string;
  /** Seconds this run spent building it (0 when the cached build was reused). */
  buildSeconds: number;
}

const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * A genuine older build of one remote: its sources, and the contracts and client kit sources it was built with,
 * exactly as they were at `commit` (`git archive`, no fetch, no checkout of the working tree), built with that
 * commit's own webpack config into test-results/older-remotes/ and reused by later runs (about 30 s once, then 0).
 *
 * Third-party packages come from today's install (linked, not copied): the build refuses to run if the remote's
 * package.json at that commit pins a version other than the installed one, so the older build is what that commit
 * would have produced. The workspace packages (@navia/*) point at the older tree's own copies.
 */
export async function olderRemoteBuild(app: string, commit: string): Promise<OlderRemote> {
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
    throw new Error(
      shallow
        ? `Commit ${commit} is not in this clone: it is shallow (git rev-parse --is-shallow-repository). The older-remote test builds ${app} from that commit ` +
            'and never fetches; run it on a full clone (git fetch --unshallow once).'
        : `Commit ${commit} is not in this repository's history; update the pinned commit in the spec.`,
    );
  }
  const short = git(['rev-parse', '--short=7', commit]);
  const cache = join(ROOT, 'test-results', 'older-remotes', `${app}-${short}`);
  const done = join(cache, '.complete.json');
  if (existsSync(done) && existsSync(join(cache, app, 'dist', 'remoteEntry.js'))) {
    const { version } = JSON.parse(readFileSync(done, 'utf8')) as { version: string };
    return { app, commit, dir: join(cache, app), version, buildSeconds: 0 };
  }

  // Not under node_modules: the shared webpack config compiles workspace sources only outside a node_modules path.
  const tree = `${cache}.tmp-${process.pid}`;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, 'package.json', 'packages/contracts', 'packages/client-kit', app], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });

  // Dependencies: each top-level entry of today's node_modules linked, except the workspace links (@navia), which
  // must resolve to the older tree, and the caches.
  const modules = join(tree, 'node_modules');
  mkdirSync(join(modules, '@navia'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry === '@navia' || entry === '.cache' || entry === '.bin') continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const pkg of ['contracts', 'client-kit']) symlinkSync(join('..', '..', 'packages', pkg), join(modules, '@navia', pkg));

  const pkgFile = join(tree, app, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string; dependencies?: Record<string, string> };
  for (const [name, wanted] of Object.entries(pkg.dependencies ?? {})) {
    if (name.startsWith('@navia/')) continue;
    const installed = (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    if (installed !== wanted) {
      throw new Error(`${app} at ${short} pins ${name} ${wanted} but ${installed} is installed: that build would not be what ${short} produced; pin a later commit`);
    }
  }
  // Stamped before the build, as a release pipeline would: the version says which commit the remote was built from.
  const version = `${pkg.version}-git-${short}`;
  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);

  const started = performance.now();
  await new Promise<void>((resolveBuild, fail) => {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
    const child = spawn(process.execPath, [webpackCli, 'build', '--mode', 'production', '--config', join(tree, app, 'webpack.config.js')], {
      cwd: join(tree, app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? resolveBuild() : fail(new Error(`building ${app} at ${short} failed (${code}):\n${output}`))));
  });
  const buildSeconds = (performance.now() - started) / 1000;
  rmSync(join(modules, '.cache'), { recursive: true, force: true });
  writeFileSync(join(tree, '.complete.json'), JSON.stringify({ app, commit, version, builtAt: new Date().toISOString(), buildSeconds }, null, 2));
  rmSync(cache, { recursive: true, force: true });
  renameSync(tree, cache);
  return { app, commit, dir: join(cache, app), version, buildSeconds };
}
