// The two build steps behind the shared antd (issue 16): the shell shares exactly the antd exports the apps use
// (packages/client-kit/src/ui/antd-exports.ts), so an app importing anything else must fail to build; and the
// shell's page links a style sheet of those components, so antd does not generate their CSS in the browser.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

const { AntdExportsPlugin, listedAntdExports } = require('../packages/client-kit/build/antd-exports-plugin.cjs');
const { antdStyleSheet } = require('../packages/client-kit/build/antd-style-sheet-plugin.cjs');

/** Builds `source` as an app module (antd left external: the check reads the import, not the package). */
function build(source: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'navia-antd-'));
  writeFileSync(join(work, 'entry.js'), source);
  const compiler = webpack({
    mode: 'development',
    context: work,
    entry: './entry.js',
    output: { path: join(work, 'dist') },
    externals: { antd: 'antd' },
    plugins: [new AntdExportsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      rmSync(work, { recursive: true, force: true });
      if (error || !stats) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

describe('the shared antd exports', () => {
  it('lets an app import what the list holds', async () => {
    expect(listedAntdExports().has('Button')).toBe(true);
    expect(await build("import { Button, Typography } from 'antd';\nconsole.log(Button, Typography);\n")).toEqual([]);
  });

  it("fails the build of an app that imports an antd export the shell does not share, naming it and the list", async () => {
    expect(listedAntdExports().has('Badge')).toBe(false);
    const errors = await build("import { Badge, Button } from 'antd';\nconsole.log(Badge, Button);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/antd: Badge in .*entry\.js is not in packages\/client-kit\/src\/ui\/antd-exports\.ts/);
  });

  it('refuses a namespace import, which would take the whole package', async () => {
    const errors = await build("import * as antd from 'antd';\nconsole.log(antd);\n");
    expect(errors.join('\n')).toMatch(/antd: \* \(namespace\)/);
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
