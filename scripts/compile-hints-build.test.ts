// Every JavaScript file of a production build starts with V8's explicit compile hint (issue 16): chromium then compiles
// the file's functions on a background thread while the script streams in, rather than on the main thread at their
// first call (packages/client-kit/build/compile-hints-plugin.cjs).
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { buildSource } from './test-support/build-source';

const { CompileHintsPlugin, COMPILE_HINT } = require('../packages/client-kit/build/compile-hints-plugin.cjs');
const TerserPlugin = require('terser-webpack-plugin');

// The apps' minifier (create-webpack-config.cjs), in this process: its worker pool does not start under jest.
const minimizer = [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, extractComments: false })];

/** Each emitted .js file's name and text, for an entry that loads a second chunk on demand. */
function jsFiles(plugins: WebpackPluginInstance[]): Promise<{ name: string; text: string }[]> {
  let files: { name: string; text: string }[] = [];
  // Read once every stage has run (names final), before the emit turns the assets into sizes only.
  const capture = {
    apply: (compiler: Compiler) =>
      compiler.hooks.thisCompilation.tap('capture', (compilation) =>
        compilation.hooks.afterProcessAssets.tap('capture', (assets) => {
          files = Object.keys(assets)
            .filter((name) => name.endsWith('.js'))
            .sort()
            .map((name) => ({ name, text: assets[name].source().toString() }));
        }),
      ),
  };
  return buildSource(
    "import('./lazy.js').then((m) => console.log(m.answer));\n",
    { mode: 'production', optimization: { minimizer }, output: { filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' }, plugins: [...plugins, capture] },
    () => files,
    { 'lazy.js': 'export const answer = 40 + 2;\n' },
  );
}

describe('the compile hint in a production build', () => {
  it('is the first line of the entry and of every chunk, after minification', async () => {
    const files = await jsFiles([new CompileHintsPlugin()]);
    expect(files.map((f) => f.name)).toEqual([expect.stringMatching(/^\d+\.[0-9a-f]{8}\.js$/), 'main.js']);
    for (const { text } of files) expect(text.startsWith(COMPILE_HINT)).toBe(true);
    // Added after the minifier, which would have dropped a comment: the lazy chunk's `40 + 2` is folded.
    expect(files[0].text).not.toContain('40 + 2');
  });

  it("is covered by the chunk's content hash, so a browser never keeps a cached copy without it under the same name", async () => {
    const [withHint, without] = await Promise.all([jsFiles([new CompileHintsPlugin()]), jsFiles([])]);
    expect(without.some((f) => f.text.includes('allFunctionsCalledOnLoad'))).toBe(false);
    expect(withHint[0].name).not.toBe(without[0].name);
  });
});
