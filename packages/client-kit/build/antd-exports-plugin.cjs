// The shared antd module is exactly the exports listed in packages/client-kit/src/ui/antd-exports.ts (the shell
// provides that module to the remotes; see create-webpack-config.cjs). A remote importing anything else from antd
// would get `undefined` from the shell at run time, so this plugin fails the build of any app (shell or remote) whose
// own code imports from 'antd' a value the list does not hold. Type-only imports leave no dependency and pass.
const fs = require('node:fs');
const path = require('node:path');

const ANTD_EXPORTS_FILE = path.join(__dirname, '../src/ui/antd-exports.ts');

/** The names antd-exports.ts re-exports from 'antd'. */
function listedAntdExports() {
  const source = fs.readFileSync(ANTD_EXPORTS_FILE, 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from\s*'antd'/.exec(source);
  if (!block) throw new Error(`${ANTD_EXPORTS_FILE}: no "export { … } from 'antd'" found`);
  return new Set(
    block[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

class AntdExportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AntdExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('AntdExportsPlugin', (modules) => {
        const listed = listedAntdExports();
        const unlisted = new Map();
        for (const module of modules) {
          const resource = module.resource || '';
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`) || resource === ANTD_EXPORTS_FILE) continue;
          for (const dependency of module.dependencies) {
            // HarmonyImportSpecifierDependency: `ids[0]` is the imported name; a namespace or side-effect import of
            // antd has no ids and would take the whole module, which the check below also refuses.
            if (dependency.request !== 'antd') continue;
            const name = dependency.ids ? dependency.ids[0] : undefined;
            if (name === undefined && dependency.type === 'harmony side effect evaluation') continue;
            if (name !== undefined && listed.has(name)) continue;
            const where = path.relative(process.cwd(), resource);
            unlisted.set(`${name ?? '* (namespace)'} in ${where}`, true);
          }
        }
        for (const entry of unlisted.keys()) {
          compilation.errors.push(
            new Error(`antd: ${entry} is not in packages/client-kit/src/ui/antd-exports.ts (the antd the shell shares with the remotes); add it there`),
          );
        }
      });
    });
  }
}

module.exports = { AntdExportsPlugin, listedAntdExports, ANTD_EXPORTS_FILE };
