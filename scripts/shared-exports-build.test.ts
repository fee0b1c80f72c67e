// The build steps behind what the shell shares (issue 16): the shell shares exactly the antd, react-router-dom and
// contracts exports the apps use (packages/client-kit/src/ui/antd-exports.ts, src/routing/router-exports.ts,
// src/contracts-exports.ts), so an app importing anything else must fail to build; the contracts are side-effect
// free, so a bundle builds only the schemas of the modules it uses; and the shell's page links a style sheet of the
// listed antd components, so antd does not generate their CSS in the browser.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSource, errorMessages } from './test-support/build-source';

const { SharedExportsPlugin, listedExports } = require('../packages/client-kit/build/shared-exports-plugin.cjs');
const { antdStyleSheet } = require('../packages/client-kit/build/antd-style-sheet-plugin.cjs');
const { ShareGroupImportsPlugin, groupsOf, shareGroupsConfig, shareGroupsRule } = require('../packages/client-kit/build/share-groups.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Builds `source` as an app module (the packages left external: the check reads the import, not the package). */
const build = (source: string) =>
  buildSource(
    source,
    {
      mode: 'development',
      externals: { antd: 'antd', 'react-router-dom': 'ReactRouterDOM', '@navia/contracts': 'NaviaContracts' },
      plugins: [new SharedExportsPlugin()],
    },
    errorMessages,
  );

describe('the shared exports', () => {
  it('lets an app import what the lists hold', async () => {
    expect(listedExports('antd').has('Button')).toBe(true);
    expect(listedExports('react-router-dom').has('useNavigate')).toBe(true);
    const source = "import { Button, Typography } from 'antd';\nimport { Link, useNavigate } from 'react-router-dom';\nconsole.log(Button, Typography, Link, useNavigate);\n";
    expect(await build(source)).toEqual([]);
  });

  it("fails the build of an app that imports an antd export the shell does not share, naming it and the list", async () => {
    expect(listedExports('antd').has('Badge')).toBe(false);
    const errors = await build("import { Badge, Button } from 'antd';\nconsole.log(Badge, Button);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/antd: Badge in .*entry\.js is not in packages\/client-kit\/src\/ui\/antd-exports\.ts/);
  });

  it('fails the build of an app that imports a router export the shell does not share', async () => {
    expect(listedExports('react-router-dom').has('createBrowserRouter')).toBe(false);
    const errors = await build("import { createBrowserRouter, Link } from 'react-router-dom';\nconsole.log(createBrowserRouter, Link);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/react-router-dom: createBrowserRouter in .*entry\.js is not in packages\/client-kit\/src\/routing\/router-exports\.ts/);
  });

  it('fails the build of an app that imports a contracts value the shell does not share', async () => {
    expect(listedExports('@navia/contracts').has('todayIn')).toBe(true);
    // The services' queue names: no web code needs them, so the browser never builds them.
    expect(listedExports('@navia/contracts').has('QUEUE_NAMES')).toBe(false);
    const errors = await build("import { QUEUE_NAMES, todayIn } from '@navia/contracts';\nconsole.log(QUEUE_NAMES, todayIn);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/@navia\/contracts: QUEUE_NAMES in .*entry\.js is not in packages\/client-kit\/src\/contracts-exports\.ts/);
  });

  it('refuses a namespace import, which would take the whole package', async () => {
    const errors = await build("import * as antd from 'antd';\nimport * as router from 'react-router-dom';\nconsole.log(antd, router);\n");
    expect(errors.join('\n')).toMatch(/antd: \* \(namespace\)/);
    expect(errors.join('\n')).toMatch(/react-router-dom: \* \(namespace\)/);
  });
});

/**
 * Builds `source` as a remote's production code with the antd groups, and returns the share keys its chunks consume
 * (Module Federation's consume modules name theirs: "consume shared module (default) antd/core@…").
 */
function consumedKeys(source: string): Promise<string[]> {
  const entry = () => ({ singleton: true, requiredVersion: '^6.0.0' });
  const config = {
    mode: 'production' as const,
    module: { rules: [shareGroupsRule] },
    optimization: { minimize: false },
    plugins: [
      new ShareGroupImportsPlugin(),
      new ModuleFederationPlugin({
        name: 'remote_under_test',
        remotes: {},
        shared: shareGroupsConfig({ isRemote: true, production: true, entry, version: () => '6.0.0' }),
        dts: false,
        manifest: false,
      }),
    ],
  };
  return buildSource(source, config, (compilation) => {
    if (compilation.errors.length) throw compilation.errors[0];
    const keys = new Set<string>();
    for (const module of compilation.modules) {
      const consumed = /^consume shared module \(default\) ([^@]+)@/.exec(module.readableIdentifier(compilation.requestShortener));
      if (consumed && compilation.chunkGraph.getNumberOfModuleChunks(module) > 0) keys.add(consumed[1]);
    }
    return [...keys].sort();
  });
}

const REPO_ROOT = join(__dirname, '..');

/** The contracts' source files (relative to their src/) a production build of `source` puts in its chunks. */
function contractsModulesBundled(source: string): Promise<string[]> {
  const contractsSrc = join(REPO_ROOT, 'packages/contracts/src/');
  const config = {
    mode: 'production' as const,
    // Modules kept apart (not concatenated into one) so each shows under its own file.
    optimization: { minimize: false, concatenateModules: false },
    externals: { zod: 'zod' },
    resolve: { extensions: ['.ts', '.js'], modules: [join(REPO_ROOT, 'node_modules')] },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' } } } } }] },
  };
  return buildSource(source, config, (compilation) => {
    if (compilation.errors.length) throw compilation.errors[0];
    const files: string[] = [];
    for (const module of compilation.modules) {
      const resource = (module as { resource?: string }).resource ?? '';
      if (resource.startsWith(contractsSrc) && compilation.chunkGraph.getNumberOfModuleChunks(module) > 0) files.push(resource.slice(contractsSrc.length));
    }
    return files.sort();
  });
}

describe('the contracts in a bundle', () => {
  // Without "sideEffects": false in the contracts' package.json, importing one helper from the index evaluated every
  // module it re-exports: each schema of the contracts was built on every page's start (issue 16's profile).
  it('holds only the modules of the exports imported, not the whole index', async () => {
    const files = await contractsModulesBundled("import { todayIn } from '@navia/contracts';\nconsole.log(todayIn);\n");
    expect(files).toContain('strategies/strategy-rules.ts');
    expect(files).not.toContain('index.ts');
    expect(files).not.toContain('api-calls.ts');
    expect(files.filter((f) => f.startsWith('internal/'))).toEqual([]);
  }, 60_000);
});

describe('antd shared in groups', () => {
  it('puts the heavy components each in its own group and the rest of the list in core', () => {
    const groups = groupsOf('antd');
    expect(groups.get('DatePicker')).toEqual(['DatePicker']);
    expect(groups.get('core')).toEqual(expect.arrayContaining(['Button', 'Card', 'Typography']));
    expect(groups.get('core')).not.toContain('Select');
    expect([...groups.values()].flat().sort()).toEqual([...listedExports('antd')].sort());
  });

  it("makes a remote consume only the groups of what it imports", async () => {
    expect(await consumedKeys("import { Button, Card } from 'antd';\nconsole.log(Button, Card);\n")).toEqual(['antd/core']);
    expect(await consumedKeys("import { Button, Select } from 'antd';\nconsole.log(Button, Select);\n")).toEqual(['antd/Select', 'antd/core']);
  }, 60_000);
});

describe("the shell's antd style sheet", () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'navia-antd-sheet-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it("holds the production CSS of every listed component and the cache map that lets antd skip generating it", () => {
    const css: string = antdStyleSheet(cacheDir);
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css);
    expect(map).not.toBeNull();
    const paths = map![1].split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
    // Each component's registration, keyed by the production hash of the theme (not the development prefix).
    const registration = (component: string, prefix: string) => new RegExp(`^css-[a-z0-9]+\\|${component}-${component}\\|${prefix}\\|anticon$`);
    for (const [component, prefix] of [['Button', 'ant-btn'], ['Typography', 'ant-typography'], ['Card', 'ant-card'], ['Select', 'ant-select'], ['Modal', 'ant-modal']]) {
      expect(paths).toContainEqual(expect.stringMatching(registration(component, prefix)));
    }
    // What no main route's first screen shows is left to the browser (GENERATED_WHEN_SHOWN, and the toasts).
    for (const [component, prefix] of [['DatePicker', 'ant-picker'], ['Steps', 'ant-steps'], ['Message', 'ant-message'], ['Notification', 'ant-notification']]) {
      expect(paths).not.toContainEqual(expect.stringMatching(registration(component, prefix)));
    }
    expect(css).not.toContain('css-dev-only');
    expect(css).toContain('.ant-btn');
    // Built once per input: the second call reads the cache.
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(antdStyleSheet(cacheDir)).toBe(css);
    expect(existsSync(join(cacheDir, readdirSync(cacheDir)[0]))).toBe(true);
  }, 120_000);
});
