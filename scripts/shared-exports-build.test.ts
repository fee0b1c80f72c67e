// The build steps behind what the shell shares (issue 16): the shell shares exactly the antd and react-router-dom
// exports the apps use (packages/client-kit/src/ui/antd-exports.ts, src/routing/router-exports.ts), so an app
// importing anything else must fail to build; and the shell's page links a style sheet of the listed antd
// components, so antd does not generate their CSS in the browser.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

const { SharedExportsPlugin, listedExports } = require('../packages/client-kit/build/shared-exports-plugin.cjs');
const { antdStyleSheet } = require('../packages/client-kit/build/antd-style-sheet-plugin.cjs');

/** Builds `source` as an app module (the packages left external: the check reads the import, not the package). */
function build(source: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'navia-shared-exports-'));
  writeFileSync(join(work, 'entry.js'), source);
  const compiler = webpack({
    mode: 'development',
    context: work,
    entry: './entry.js',
    output: { path: join(work, 'dist') },
    externals: { antd: 'antd', 'react-router-dom': 'ReactRouterDOM' },
    plugins: [new SharedExportsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      rmSync(work, { recursive: true, force: true });
      if (error || !stats) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

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

  it('refuses a namespace import, which would take the whole package', async () => {
    const errors = await build("import * as antd from 'antd';\nimport * as router from 'react-router-dom';\nconsole.log(antd, router);\n");
    expect(errors.join('\n')).toMatch(/antd: \* \(namespace\)/);
    expect(errors.join('\n')).toMatch(/react-router-dom: \* \(namespace\)/);
  });
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
    for (const [component, prefix] of [['Button', 'ant-btn'], ['Typography', 'ant-typography'], ['Card', 'ant-card'], ['Select', 'ant-select'], ['Modal', 'ant-modal'], ['Message', 'ant-message']]) {
      expect(paths).toContainEqual(expect.stringMatching(new RegExp(`^css-[a-z0-9]+\\|${component}-${component}\\|${prefix}\\|anticon$`)));
    }
    expect(css).not.toContain('css-dev-only');
    expect(css).toContain('.ant-btn');
    // Built once per input: the second call reads the cache.
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(antdStyleSheet(cacheDir)).toBe(css);
    expect(existsSync(join(cacheDir, readdirSync(cacheDir)[0]))).toBe(true);
  }, 120_000);
});
