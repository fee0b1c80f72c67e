// Marks every JavaScript file of a production build with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
// as its first line (Chrome 136+; other engines read a comment), so chromium compiles the file's functions while it
// streams the script in, on a background thread, instead of on the main thread the first time each one is called.
//
// Why (issue 16, docs/performance.md "Compiled off the main thread"): a CPU profile of a cold `/tasks` load at 4×
// slowdown put about half of the bootstrap's one long evaluation in webpack's require function itself, which is where
// V8 charges the lazy compilation of each module factory it calls. Loads alternating with and without the hint
// (bench/long-tasks.mjs) measured the difference. The cost is compiling functions that a load never calls, on a
// background thread, and the memory of their code.
//
// After minification (which drops comments) and before webpack's real content hash (which then covers the line).
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
