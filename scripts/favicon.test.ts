// The shell's favicon: every page load asked for /favicon.ico and got a 404. The build copies shell/public into
// dist (served by the gateway like any built file) and the page links the icons.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpack from 'webpack';

const { PublicFilesPlugin } = require('../packages/client-kit/build/create-webpack-config.cjs');
const shellConfig = require('../shell/webpack.config.js');

const SHELL = resolve(__dirname, '../shell');

interface HtmlPlugin {
  constructor: { name: string };
  userOptions: { templateContent: (args: { htmlWebpackPlugin: { options: { title: string } } }) => string };
}

describe('favicon', () => {
  it("links the shell's SVG and ICO icons from its page, so the browser does not guess /favicon.ico", () => {
    const config = shellConfig({}, { mode: 'production' });
    const html = (config.plugins as HtmlPlugin[]).find((p) => p.constructor.name === 'HtmlWebpackPlugin')!;
    const page = html.userOptions.templateContent({ htmlWebpackPlugin: { options: { title: 'Navia' } } });
    // The SVG in the page itself: no request for it among the first screen's.
    const svg = readFileSync(join(SHELL, 'public/favicon.svg'), 'utf8').trim();
    expect(page).toContain(`<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`);
    expect(page).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(readFileSync(join(SHELL, 'public/favicon.svg'), 'utf8')).toMatch(/^<svg /);
    // An ICO file: reserved 0, type 1 (icon).
    expect([...readFileSync(join(SHELL, 'public/favicon.ico')).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('copies the public folder into the build output', async () => {
    const work = mkdtempSync(join(tmpdir(), 'navia-public-'));
    try {
      writeFileSync(join(work, 'entry.js'), 'export const x = 1;\n');
      const compiler = webpack({
        mode: 'development',
        context: work,
        entry: './entry.js',
        output: { path: join(work, 'dist') },
        plugins: [new PublicFilesPlugin(join(SHELL, 'public'))],
      });
      await new Promise<void>((done, fail) =>
        compiler.run((error, stats) => {
          compiler.close(() => {});
          if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString()));
          else done();
        }),
      );
      expect(readFileSync(join(work, 'dist/favicon.svg'))).toEqual(readFileSync(join(SHELL, 'public/favicon.svg')));
      expect(readFileSync(join(work, 'dist/favicon.ico'))).toEqual(readFileSync(join(SHELL, 'public/favicon.ico')));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
