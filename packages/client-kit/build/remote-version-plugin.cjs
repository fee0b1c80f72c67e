// Stamps a remote's build with its own identity: `remote-version.json` beside remoteEntry.js, published with it.
// The gateway's /remotes.json reports this stamp for each remote, also for one served from another origin, so what
// runs is known from the remote's own build rather than from whatever copy the gateway happens to hold.
//
// The stamp also says what the remote's exposed module loads besides remoteEntry.js (issue 16): its script files
// (relative to remoteEntry.js) and the share keys it consumes. The shell's main.js reads them from /remotes.json and
// asks for those files, and for the shell's files that provide those keys, with the remote's entry: before, they
// were asked for only once the shell's 250 KB first screen had arrived and run, and on a phone's connection they came
// last (docs/performance.md "The route's files with its remote's entry").
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

/**
 * What the container's exposed modules load: the script files of their chunk groups, and the share keys the modules
 * in those chunks consume (the shared modules themselves are the host's). Each list sorted, so a rebuild of the same
 * code writes the same stamp.
 */
function exposedLoads(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const shared = new Set();
  for (const module of compilation.modules) {
    // Module Federation's ContainerEntryModule: one async block per exposed module.
    if (!module.identifier().startsWith('container entry ')) continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group ? group.chunks : []) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        for (const inChunk of chunkGraph.getChunkModulesIterable(chunk)) {
          if (inChunk.type === 'consume-shared-module') shared.add(inChunk.options.shareKey);
        }
      }
    }
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
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
        const stamp = { name: this.remote.name, version: this.remote.version, commit: buildCommit(this.remote.cwd), loads: exposedLoads(compilation) };
        compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(stamp, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteVersionPlugin, REMOTE_VERSION_FILE: FILE, exposedLoads };
