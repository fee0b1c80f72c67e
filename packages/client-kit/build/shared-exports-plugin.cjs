// What the shell shares with the remotes of the packages it owns, export by export (see create-webpack-config.cjs,
// SHELL_OWNED): each listed package has one file naming the exports the apps use, and the shell provides exactly
// those. A remote importing anything else would get `undefined` from the shell at run time, so SharedExportsPlugin
// fails the build of any app (shell or remote) whose own code imports from a listed package a value its list does
// not hold. Type-only imports leave no dependency and pass.
const fs = require('node:fs');
const path = require('node:path');

/** Package → the file that re-exports, from that package, every value the apps import from it. */
const SHARED_EXPORT_LISTS = {
  antd: path.join(__dirname, '../src/ui/antd-exports.ts'),
  'react-router-dom': path.join(__dirname, '../src/routing/router-exports.ts'),
};

/** The names `file` re-exports from `pkg` in its one `export { … } from '<pkg>'`. */
function namesReExported(file, pkg) {
  const source = fs.readFileSync(file, 'utf8');
  const block = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}'`).exec(source);
  if (!block) throw new Error(`${file}: no "export { … } from '${pkg}'" found`);
  return new Set(
    block[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The names the list file of `pkg` re-exports from it. */
function listedExports(pkg) {
  return namesReExported(SHARED_EXPORT_LISTS[pkg], pkg);
}

class SharedExportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsPlugin', (modules) => {
        const lists = new Map(Object.keys(SHARED_EXPORT_LISTS).map((pkg) => [pkg, listedExports(pkg)]));
        const listFiles = new Set(Object.values(SHARED_EXPORT_LISTS));
        const unlisted = new Set();
        for (const module of modules) {
          const resource = module.resource || '';
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`) || listFiles.has(resource)) continue;
          for (const dependency of module.dependencies) {
            const listed = lists.get(dependency.request);
            if (!listed) continue;
            // HarmonyImportSpecifierDependency: `ids[0]` is the imported name; a namespace or side-effect import
            // has no ids and would take the whole module, which the check below also refuses.
            const name = dependency.ids ? dependency.ids[0] : undefined;
            if (name === undefined && dependency.type === 'harmony side effect evaluation') continue;
            if (name !== undefined && listed.has(name)) continue;
            unlisted.add(`${dependency.request}: ${name ?? '* (namespace)'} in ${path.relative(process.cwd(), resource)}`);
          }
        }
        for (const entry of unlisted) {
          const pkg = entry.slice(0, entry.indexOf(':'));
          const list = path.relative(path.join(__dirname, '../../..'), SHARED_EXPORT_LISTS[pkg]);
          compilation.errors.push(new Error(`${entry} is not in ${list} (what the shell shares with the remotes); add it there`));
        }
      });
    });
  }
}

module.exports = { SharedExportsPlugin, SHARED_EXPORT_LISTS, listedExports, namesReExported };
