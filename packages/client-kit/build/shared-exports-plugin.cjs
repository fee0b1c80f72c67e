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
  '@navia/contracts': path.join(__dirname, '../src/contracts-exports.ts'),
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

/**
 * The imports in `modules` of a package `lists` names (request → the names allowed from it) that take a name the list
 * does not hold, or the whole module (`* (namespace)`), each as { request, name, module }. HarmonyImportSpecifier
 * dependencies carry the imported name in `ids[0]`; a namespace import has no ids, and a side-effect import (no ids
 * either) takes nothing. One check for SharedExportsPlugin and FederationRuntimeNamesPlugin.
 */
function importsOutsideLists(modules, lists) {
  const outside = [];
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      const listed = lists.get(dependency.request);
      if (!listed || dependency.type === 'harmony side effect evaluation') continue;
      const name = dependency.ids ? dependency.ids[0] : undefined;
      if (name === undefined || !listed.has(name)) outside.push({ request: dependency.request, name: name ?? '* (namespace)', module });
    }
  }
  return outside;
}

class SharedExportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsPlugin', (modules) => {
        const lists = new Map(Object.keys(SHARED_EXPORT_LISTS).map((pkg) => [pkg, listedExports(pkg)]));
        const listFiles = new Set(Object.values(SHARED_EXPORT_LISTS));
        // The apps' own code: the packages' internals and the list files themselves import what they like.
        const appModules = [...modules].filter((module) => {
          const resource = module.resource || '';
          return resource && !resource.includes(`${path.sep}node_modules${path.sep}`) && !listFiles.has(resource);
        });
        const unlisted = new Set(
          importsOutsideLists(appModules, lists).map(({ request, name, module }) => `${request}: ${name} in ${path.relative(process.cwd(), module.resource)}`),
        );
        for (const entry of unlisted) {
          const pkg = entry.slice(0, entry.indexOf(':'));
          const list = path.relative(path.join(__dirname, '../../..'), SHARED_EXPORT_LISTS[pkg]);
          compilation.errors.push(new Error(`${entry} is not in ${list} (what the shell shares with the remotes); add it there`));
        }
      });
    });
  }
}

module.exports = { SharedExportsPlugin, SHARED_EXPORT_LISTS, listedExports, namesReExported, importsOutsideLists };
