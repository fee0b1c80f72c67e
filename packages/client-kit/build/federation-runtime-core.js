// The exports of Module Federation's runtime core that the remotes' runtime reads, and so what the shell hands over
// to them (federation-runtime-provider.js). FederationRuntimeNamesPlugin fails a remote's build that reads any other.
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
