// A Module Federation runtime plugin of the shell: hands the shell's federation runtime core to the remotes, whose
// production builds leave theirs out (`experiments.externalRuntime`: the core is read from this global). Each remote's
// remoteEntry.js carried a copy of the core, 16 KB gzip on every signed-in page (docs/performance.md, issue 16).
// The namespace of the listed names, not the package's: MF's own provider (`provideExternalRuntime`) hands over the
// whole package, which kept all of the core in main.js (+22 KB gzip).
import * as provided from './federation-runtime-core.js';

export default function federationRuntimeProvider() {
  return {
    name: 'navia-federation-runtime-provider',
    beforeInit(args) {
      // Before any remote's entry runs: the shell's federation instance is made at start-up, remotes load later.
      globalThis._FEDERATION_RUNTIME_CORE ??= provided;
      return args;
    },
  };
}
