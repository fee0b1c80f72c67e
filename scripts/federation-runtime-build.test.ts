// The remotes' production builds read the federation runtime core from the shell (issue 16): the shell hands over the
// names packages/client-kit/build/federation-runtime-core.js lists, and a remote whose runtime reads another
// name must fail to build rather than get `undefined` in the browser.
import { buildSource, errorMessages } from './test-support/build-source';

const { FederationRuntimeNamesPlugin, providedRuntimeNames } = require('../packages/client-kit/build/federation-runtime-names-plugin.cjs');

/** Builds `source` (standing in for a remote's runtime) with the check, the core left external as in a remote. */
const build = (source: string) =>
  buildSource(
    source,
    {
      mode: 'production',
      externals: { '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE' },
      optimization: { minimize: false },
      plugins: [new FederationRuntimeNamesPlugin()],
    },
    errorMessages,
  );

describe("the shell's federation runtime, handed to the remotes", () => {
  it('hands over the names the remotes read today', () => {
    const names = providedRuntimeNames();
    for (const name of ['ModuleFederation', 'getRemoteEntry', 'loadScript', 'satisfy', 'helpers']) expect(names.has(name)).toBe(true);
  });

  it('lets a remote read the names the shell hands over', async () => {
    expect(await build("import { satisfy, loadScript } from '@module-federation/runtime-core';\nconsole.log(satisfy, loadScript);\n")).toEqual([]);
  });

  it("fails a remote's build that reads a name the shell does not hand over, naming it", async () => {
    const errors = await build("import { satisfy, preloadRemote } from '@module-federation/runtime-core';\nconsole.log(satisfy, preloadRemote);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/reads preloadRemote, which federation-runtime-core\.js does not hand over/);
  });

  it('refuses the namespace, which would need the whole core', async () => {
    const errors = await build("import * as core from '@module-federation/runtime-core';\nconsole.log(core);\n");
    expect(errors.join('\n')).toMatch(/reads \* \(namespace\)/);
  });
});
