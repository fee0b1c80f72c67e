// The remotes' production builds read the federation runtime core from the shell (federation-runtime-provider.js),
// which hands over only the names it lists. A remote whose runtime reads another name (after a Module Federation
// upgrade, say) would get `undefined` in the browser, so this plugin fails that remote's build instead, naming it.
const fs = require('node:fs');
const path = require('node:path');

const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'federation-runtime-provider.js');
const RUNTIME_CORE = '@module-federation/runtime-core';

/** The names the provider imports from the runtime core (and so hands over). */
function providedRuntimeNames() {
  const source = fs.readFileSync(FEDERATION_RUNTIME_PROVIDER, 'utf8');
  const block = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${RUNTIME_CORE}'`).exec(source);
  if (!block) throw new Error(`${FEDERATION_RUNTIME_PROVIDER}: no "import { … } from '${RUNTIME_CORE}'" found`);
  return new Set(
    block[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

class FederationRuntimeNamesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeNamesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeNamesPlugin', (modules) => {
        const provided = providedRuntimeNames();
        const missing = new Set();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            if (dependency.request !== RUNTIME_CORE || dependency.type === 'harmony side effect evaluation') continue;
            const name = dependency.ids ? dependency.ids[0] : undefined;
            if (name === undefined || !provided.has(name)) missing.add(name ?? '* (namespace)');
          }
        }
        for (const name of missing) {
          compilation.errors.push(
            new Error(`${RUNTIME_CORE}: the remote's runtime reads ${name}, which ${path.basename(FEDERATION_RUNTIME_PROVIDER)} does not hand over; add it there`),
          );
        }
      });
    });
  }
}

module.exports = { FEDERATION_RUNTIME_PROVIDER, FederationRuntimeNamesPlugin, providedRuntimeNames };
