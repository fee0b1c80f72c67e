// antd shared in groups (issue 16). The shell provides the listed antd exports (src/ui/antd-exports.ts) to the remotes
// not as one module but as a few: the heavy components that only some pages use each on their own share key
// ('antd/DatePicker', 'antd/Select', …) and the rest together ('antd/core'). A remote's `import { … } from 'antd'`
// is pointed at a generated module of per-group consumes (share-group-loader.cjs), side-effect free, so webpack keeps
// the consumes of the groups the remote's code uses and no other.
//
// Why groups and not one key per export: with 33 keys the shell's chunk graph had 33 provided chunk groups sharing
// antd's internals in every combination, and webpack's chunk splitting made /dashboard load 72 files instead of 33
// and /strategies 49 KB more (measured 2026-11-27). With one key for the whole list, every remote's first page
// downloaded and evaluated the date picker, select, form, steps and radio whether it used them or not.
const path = require('node:path');
const { listedExports } = require('./shared-exports-plugin.cjs');

/**
 * Exports each shared on its own key: the listed components with the most code of their own (rc-picker with dayjs,
 * rc-select with its virtual list, rc-field-form with async-validator, steps, radio) that the dashboard and tasks
 * pages do not use. Everything else in the list is 'core'.
 *
 * In order of precedence: the shell builds each group as one file (shell-chunks.cjs), and a module two groups use
 * goes into the file of the one listed first, so the other group loads that file too. The groups the remotes' pages
 * use come first (Select: Brand HQ, writing, strategies; Radio: Brand HQ's first page), Form (the shell's sign-in
 * and settings dialogs, no remote) last: it loads Radio's file for the form context they share, and Radio's page
 * does not load the form.
 */
const SEPARATELY_SHARED = { antd: ['Select', 'Radio', 'DatePicker', 'Steps', 'Form'] };
const GROUPED_PACKAGES = Object.keys(SEPARATELY_SHARED);
const CORE = 'core';

/** The request a remote's generated module consumes a group under (never resolved to a file in production). */
const GROUP_REQUEST = '@navia/share-group/';
/** An empty file: share-group-loader.cjs writes each generated module's source from the query on it. */
const GROUP_STUB = path.join(__dirname, 'share-group-stub.js');

function groupOf(pkg, name) {
  return SEPARATELY_SHARED[pkg].includes(name) ? name : CORE;
}

/** The share keys of the groups shared on their own, every package's, in order of precedence (SEPARATELY_SHARED). */
function separateGroupKeys() {
  return GROUPED_PACKAGES.flatMap((pkg) => SEPARATELY_SHARED[pkg].map((name) => `${pkg}/${name}`));
}

/** The groups of `pkg` and the listed exports in each. */
function groupsOf(pkg) {
  const listed = listedExports(pkg);
  for (const name of SEPARATELY_SHARED[pkg]) if (!listed.has(name)) throw new Error(`share-groups.cjs: ${name} is not in the ${pkg} export list`);
  const groups = new Map();
  for (const name of listed) {
    const group = groupOf(pkg, name);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(name);
  }
  return groups;
}

/** The module that provides (or, in a remote's development build, falls back to) one group: its exports from the package. */
const groupModule = (pkg, group) => `${GROUP_STUB}?${new URLSearchParams({ package: pkg, group })}`;
/** The module a remote's imports of `pkg` resolve to: one consume per group, re-exported by name. */
const consumesModule = (pkg) => `${GROUP_STUB}?${new URLSearchParams({ package: pkg })}`;

/**
 * The Module Federation `shared` entries of the groups. The shell provides each group from its own copy (one
 * instance); a remote consumes them, with no copy of its own in production.
 */
function shareGroupsConfig({ isRemote, production, entry, version }) {
  const shared = {};
  for (const pkg of GROUPED_PACKAGES) {
    for (const group of groupsOf(pkg).keys()) {
      const shareKey = `${pkg}/${group}`;
      if (!isRemote) shared[`${shareKey} (provided by the shell)`] = { ...entry(pkg), import: groupModule(pkg, group), shareKey, version: version(pkg) };
      // A remote's development build falls back to its own copy, so its standalone page works.
      else shared[`${GROUP_REQUEST}${shareKey}`] = { ...entry(pkg), shareKey, import: production ? false : groupModule(pkg, group) };
    }
  }
  return shared;
}

/**
 * In a remote, points the app's own imports of a grouped package at its consumes module. Imports inside node_modules
 * and in the generated modules keep the package.
 */
class ShareGroupImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ShareGroupImportsPlugin', (normalModuleFactory) => {
      normalModuleFactory.hooks.beforeResolve.tap('ShareGroupImportsPlugin', (data) => {
        if (!GROUPED_PACKAGES.includes(data.request)) return;
        const issuer = data.contextInfo.issuer || '';
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`) || issuer === GROUP_STUB) return;
        data.request = consumesModule(data.request);
      });
    });
  }
}

/** The module rule that generates the groups' modules; they are side-effect free, so unused consumes drop out. */
const shareGroupsRule = { test: (resource) => resource === GROUP_STUB, sideEffects: false, use: path.join(__dirname, 'share-group-loader.cjs') };

module.exports = { CORE_GROUP: CORE, GROUPED_PACKAGES, GROUP_REQUEST, groupsOf, separateGroupKeys, shareGroupsConfig, shareGroupsRule, ShareGroupImportsPlugin };
