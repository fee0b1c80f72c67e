// Lists the shell's first-screen scripts in its page's <head> as low-priority preloads (issue 16). Without them the
// browser learns of those ~13 chunks only once main.js has downloaded and run; with them it asks for them while
// main.js and the style sheet arrive: a round trip less before the first screen's code (0–0.2 s of a signed-in
// page's simulated LCP as measured, docs/performance.md "Telling the page its scripts early"). Low priority: at the
// default priority they competed with the render-blocking style sheet, and the first paint came 3 s later.
//
// The first screen is the chunk group of the shell's async boundary (its import of `./bootstrap`), and the chunks
// that hold the shared modules it consumes (react-dom …), which Module Federation loads from the shell's own copy.
// Then the named chunks every signed-in page loads next (shell-chunks.cjs: what the remotes share, the chrome): the
// shell asks for them only once its first screen has run, and on a phone's connection they then came last, after
// the 250 KB of the first screen (bench/lantern-lcp-path.mjs).
// Production builds of the shell only. The signed-out page leaves them out (shell/build/signed-out-page-plugin.cjs):
// there the app's code is asked for only after the first paint.
const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/**
 * The page's map of the shell's other provided files, by share key (shell/src/features/remotes/api/early-remote.ts
 * reads it): main.js asks for those a remote consumes with the remote's entry (remote-version-plugin.cjs).
 */
const PROVIDED_FILES_META = 'navia-provided-files';

/** The chunks of each share key the build provides, as the share scope loads them (webpack's ProvideSharedModule). */
function providedChunks(compilation) {
  const { chunkGraph } = compilation;
  const byKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
    // `_name`: the share key (webpack keeps it private; should it move, firstScreenFiles finds no provider for the
    // keys the first screen consumes and fails the build).
    byKey.set(module._name, group ? group.chunks : []);
  }
  return byKey;
}

/** A chunk's script files. */
const scriptFiles = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));

/** The chunk group of the shell's async boundary (`import(bootstrapRequest)`): the first screen. */
function firstScreenGroup(compilation, bootstrapRequest) {
  const group = compilation.chunkGroups.find((g) => g.origins.some((origin) => origin.request === bootstrapRequest));
  if (!group) throw new Error(`FirstScreenPreloadPlugin: no chunk group is loaded by import('${bootstrapRequest}')`);
  return group;
}

/** The share keys the first screen consumes (react, react-dom ...). Also read by shell-chunks.cjs. */
function firstScreenConsumes(compilation, bootstrapRequest) {
  const keys = new Set();
  for (const chunk of firstScreenGroup(compilation, bootstrapRequest).chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
  }
  return keys;
}

/**
 * The first screen's script files: the chunk group's, then those of the shared modules it consumes, from the chunks
 * the shell provides them in (the runtime loads the provided copy, not the consume's own fallback chunk, which can be
 * a second file of the same content).
 */
function firstScreenFiles(compilation, bootstrapRequest) {
  const provided = providedChunks(compilation);
  const chunks = new Set(firstScreenGroup(compilation, bootstrapRequest).chunks);
  for (const shareKey of firstScreenConsumes(compilation, bootstrapRequest)) {
    if (!provided.has(shareKey)) throw new Error(`FirstScreenPreloadPlugin: the first screen consumes ${shareKey}, which this build does not provide`);
    for (const chunk of provided.get(shareKey)) chunks.add(chunk);
  }
  return [...chunks].flatMap(scriptFiles);
}

/** The script files of the chunks named `names`, in that order. */
function namedChunkFiles(compilation, names) {
  return names.flatMap((name) => {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) throw new Error(`FirstScreenPreloadPlugin: the build has no chunk named ${name}`);
    return scriptFiles(chunk);
  });
}

/** Share key → the files of its provided group that are not among `preloaded` (keys with none left out), as URLs. */
function providedFilesBesides(compilation, preloaded) {
  const byKey = {};
  for (const [key, chunks] of [...providedChunks(compilation)].sort(([a], [b]) => a.localeCompare(b))) {
    const files = chunks.flatMap(scriptFiles).filter((file) => !preloaded.has(file));
    if (files.length) byKey[key] = files.sort().map((file) => `/${file}`);
  }
  return byKey;
}

class FirstScreenPreloadPlugin {
  /** @param {{ bootstrapRequest: string, signedInChunks?: string[] }} options */
  constructor(options) {
    this.bootstrapRequest = options.bootstrapRequest;
    this.signedInChunks = options.signedInChunks || [];
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (data) => {
        const files = new Set([...firstScreenFiles(compilation, this.bootstrapRequest), ...namedChunkFiles(compilation, this.signedInChunks)]);
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `/${file}`, [FIRST_SCREEN_ATTRIBUTE]: true }),
        );
        const provided = providedFilesBesides(compilation, files);
        // html-webpack-plugin writes attribute values as they are: the JSON's quotes are escaped here.
        const content = JSON.stringify(provided).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        const meta = HtmlWebpackPlugin.createHtmlTagObject('meta', { name: PROVIDED_FILES_META, content });
        data.headTags.push(meta, ...links);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenPreloadPlugin, firstScreenConsumes, firstScreenFiles, namedChunkFiles, FIRST_SCREEN_ATTRIBUTE, PROVIDED_FILES_META };
