// How the shell's production build cuts its code into files (webpack's splitChunks cache groups), issue 16.
//
// `npm start` serves a page over HTTP/1.1, as does any deployment without HTTP/2 in front: at most six requests to
// the origin at a time, each paying a round trip before its first byte. Left to itself, webpack's chunk splitting cut
// the shell's code into one file per combination of chunk groups sharing a module: a signed-in page loaded 14 files
// of the first screen, 7 of the antd group every remote shares and 2 of the signed-in chrome, and Brand HQ another 7
// for the three antd groups of its form. Lighthouse's simulated slow 4G charges each file a round trip of 150 ms on
// one of six connections (docs/performance.md "Fewer files before a signed-in page's first screen"). So the modules
// that are always loaded together go into one file:
//  - first-screen: the first screen (the chunk group of the bootstrap) with the shared modules it consumes (react,
//    react-dom, TanStack Query, zustand: the shell consumes them through the share scope, which loads the chunks they
//    are provided in), and the part of the remotes' common group that the sign-in and sign-up dialogs use (Input,
//    the grid: 9 KB, so a signed-out tap on Sign In downloads only the form's files, and a signed-in page makes one
//    request less). One file, not antd's part apart: the first screen's code is the last thing a signed-in page
//    waits for, and as one request it arrived 0.1–0.3 s sooner in the simulation (Lantern shares the bandwidth per
//    request, and each request starts with a round trip);
//  - shared-with-remotes: the rest of what the share keys every remote's page consumes ('antd/core', the contracts,
//    the router; a consume loads its provided group's every chunk) add to the first screen: the menus, drawers and
//    tags of the signed-in pages. The shell's own lazy pages that use one of those (onboarding, settings...) load the
//    whole file instead of a part. The client kit's lazy parts that remotes' first pages show (the brand-setup
//    banner) go there too: loaded only once the page's code had run, the banner's 2 KB were the last request before
//    Brand HQ's and /strategies' first screen;
//  - signed-in-chrome: the modules only the chrome uses (its icons were a file apart);
//  - antd-<group> for each heavy antd group (share-groups.cjs): a module two groups use goes with the first listed.
//
// One rule keeps Module Federation from deadlocking: a consume-shared module never moves. Loading a chunk waits for
// the shared modules its consumes resolve to; if one of them were provided from a group holding that same chunk, the
// chunk would wait for itself (the page stays blank, with no error).
const { firstScreenConsumes } = require('./first-screen-preload-plugin.cjs');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/**
 * What loads each chunk group a module's chunks belong to: `import:<request>` for an `import()` ('./bootstrap'),
 * `provide:<share key>` for the group a provided shared module is loaded with, `name:<chunk name>` for a named group.
 */
function loadersOf(module, chunkGraph) {
  const found = new Set();
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      if (group.name) found.add(`name:${group.name}`);
      for (const origin of group.origins) {
        // `_name`: the share key (webpack keeps it private; first-screen-preload-plugin.cjs reads it too).
        if (origin.module && origin.module.type === PROVIDE) found.add(`provide:${origin.module._name}`);
        else if (origin.request) found.add(`import:${origin.request}`);
      }
    }
  }
  return found;
}

/** The files these rules make, besides one per `ownFileGroups` key (groupFile). */
const FIRST_SCREEN = 'first-screen';
const SHARED_WITH_REMOTES = 'shared-with-remotes';
/** The file of a group provided on its own: 'antd/DatePicker' → 'antd-datepicker'. */
const groupFile = (shareKey) => shareKey.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/**
 * The file a module goes to, or undefined (webpack's own splitting).
 * @param {{ type: string, resource?: string }} module
 * @param {Set<string>} loaders        loadersOf(module)
 * @param {object} rules
 * @param {string} rules.bootstrapRequest     the request of the shell's async boundary
 * @param {string[]} rules.firstScreenKeys    share keys the first screen consumes
 * @param {string[]} rules.sharedWithRemotes   share keys every remote's page consumes
 * @param {string} rules.signInRequest        the request of the signed-out visitor's sign-in and sign-up dialogs
 * @param {string[]} rules.remoteParts        requests of the client kit's lazy parts that remotes' first pages show
 * @param {string} rules.chromeGroup           the chunk name the chrome's import()s share
 * @param {string} rules.chromeChunk           the file of the chrome
 * @param {string[]} rules.ownFileGroups       share keys provided in a file of their own each, in order of precedence
 */
function fileOf(module, loaders, rules) {
  if (module.type === CONSUME) return undefined;
  const providedUnder = (keys) => keys.some((key) => loaders.has(`provide:${key}`));
  if (loaders.has(`import:${rules.bootstrapRequest}`)) return FIRST_SCREEN;
  if (providedUnder(rules.firstScreenKeys)) return FIRST_SCREEN;
  if (providedUnder(rules.sharedWithRemotes)) return loaders.has(`import:${rules.signInRequest}`) ? FIRST_SCREEN : SHARED_WITH_REMOTES;
  if (rules.remoteParts.some((request) => loaders.has(`import:${request}`))) return SHARED_WITH_REMOTES;
  if (loaders.has(`name:${rules.chromeGroup}`)) return rules.chromeChunk;
  const own = rules.ownFileGroups.find((key) => loaders.has(`provide:${key}`));
  return own ? groupFile(own) : undefined;
}

/**
 * The splitChunks cache groups of the shell's production build, and the plugin that hands them their rules (the
 * first screen's consumes are known only once the chunk graph is built; webpack passes a cache group's test the
 * chunk and module graphs only).
 */
function shellChunks({ bootstrapRequest, sharedWithRemotes, signInRequest, remoteParts, chromeGroup, chromeChunk, ownFileGroups }) {
  let rules;
  // Each module's file, worked out once per compilation rather than once per cache group.
  let fileByModule = new WeakMap();
  const fileOfModule = (module, chunkGraph) => {
    if (!fileByModule.has(module)) fileByModule.set(module, fileOf(module, loadersOf(module, chunkGraph), rules));
    return fileByModule.get(module);
  };
  const files = [FIRST_SCREEN, SHARED_WITH_REMOTES, chromeChunk, ...ownFileGroups.map(groupFile)];
  const cacheGroups = Object.fromEntries(
    files.map((name) => [
      name,
      {
        test: (module, { chunkGraph }) => fileOfModule(module, chunkGraph) === name,
        name,
        // Never the entry (main.js): its modules run before the share scope exists.
        chunks: 'async',
        enforce: true,
      },
    ]),
  );
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShellChunks', (compilation) => {
        // Before SplitChunksPlugin (STAGE_ADVANCED), after the chunk graph is built.
        compilation.hooks.optimizeChunks.tap({ name: 'ShellChunks', stage: -20 }, () => {
          rules = { bootstrapRequest, sharedWithRemotes, signInRequest, remoteParts, chromeGroup, chromeChunk, ownFileGroups, firstScreenKeys: [...firstScreenConsumes(compilation, bootstrapRequest)] };
          fileByModule = new WeakMap();
        });
      });
    },
  };
  return { cacheGroups, plugin };
}

module.exports = { shellChunks, fileOf, loadersOf, SHARED_WITH_REMOTES };
