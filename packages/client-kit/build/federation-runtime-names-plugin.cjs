// The remotes' production builds read the federation runtime core from the shell (federation-runtime-provider.js),
// which hands over only the names federation-runtime-core.js lists. A remote whose runtime reads another name (after
// a Module Federation upgrade, say) would get `undefined` in the browser, so this plugin fails that remote's build
// instead, naming it.
const path = require('node:path');
const { importsOutsideLists, namesReExported } = require('./shared-exports-plugin.cjs');

const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'federation-runtime-provider.js');
const FEDERATION_RUNTIME_CORE_NAMES = path.join(__dirname, 'federation-runtime-core.js');
const RUNTIME_CORE = '@module-federation/runtime-core';

/** The names the shell hands over (federation-runtime-core.js re-exports them from the core). */
function providedRuntimeNames() {
  return namesReExported(FEDERATION_RUNTIME_CORE_NAMES, RUNTIME_CORE);
}

class FederationRuntimeNamesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeNamesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeNamesPlugin', (modules) => {
        const outside = importsOutsideLists(modules, new Map([[RUNTIME_CORE, providedRuntimeNames()]]));
        const missing = new Set(outside.map(({ name }) => name));
        for (const name of missing) {
          compilation.errors.push(
            new Error(`${RUNTIME_CORE}: the remote's runtime reads ${name}, which ${path.basename(FEDERATION_RUNTIME_CORE_NAMES)} does not hand over; add it there`),
          );
        }
      });
    });
  }
}

module.exports = { FEDERATION_RUNTIME_PROVIDER, FederationRuntimeNamesPlugin, providedRuntimeNames };
