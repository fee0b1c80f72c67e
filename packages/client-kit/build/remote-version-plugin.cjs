// Stamps a remote's build with its own identity: `remote-version.json` beside remoteEntry.js, published with it.
// The gateway's /remotes.json reports this stamp for each remote, also for one served from another origin, so what
// runs is known from the remote's own build rather than from whatever copy the gateway happens to hold.
const { execFileSync } = require('node:child_process');

const FILE = 'remote-version.json';

/** The commit being built: NAVIA_BUILD_COMMIT (a pipeline without .git sets it), else git's, else null. */
function buildCommit(cwd) {
  if (process.env.NAVIA_BUILD_COMMIT) return process.env.NAVIA_BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

class RemoteVersionPlugin {
  /** @param {{ name: string; version: string; cwd: string }} remote */
  constructor(remote) {
    this.remote = remote;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteVersionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const stamp = { name: this.remote.name, version: this.remote.version, commit: buildCommit(this.remote.cwd) };
        compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(stamp, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteVersionPlugin, REMOTE_VERSION_FILE: FILE };
