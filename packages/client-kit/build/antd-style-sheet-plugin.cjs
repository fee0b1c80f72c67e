// Emits the shell's antd style sheet (antd-style-sheet.tsx: the CSS of every antd component the apps use, built
// under the apps' theme) as `antd.<hash>.css` and links it from the page's <head>, before the scripts, so it has
// loaded when antd first looks up its cache map (docs/performance.md, issue 16). Production builds of the shell
// only: in development antd generates its styles in the browser as before.
//
// The sheet takes a few seconds to build (it renders every listed component on the server), so it is kept in
// node_modules/.cache keyed by everything it depends on: the script, the list of exports, the theme, antd's and
// @ant-design/cssinjs's versions.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SCRIPT = path.join(__dirname, 'antd-style-sheet.tsx');
const INPUTS = [SCRIPT, path.join(__dirname, '../src/ui/antd-exports.ts'), path.join(__dirname, '../src/ui/theme.ts')];
const VERSIONED = ['antd', '@ant-design/cssinjs', '@ant-design/cssinjs-utils'];

function cacheKey() {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS) hash.update(fs.readFileSync(file));
  for (const name of VERSIONED) hash.update(`${name}@${require(`${name}/package.json`).version}`);
  return hash.digest('hex').slice(0, 16);
}

/** The sheet's text, from the cache or built now. */
function antdStyleSheet(cacheDir) {
  const file = path.join(cacheDir, `antd-style-sheet-${cacheKey()}.css`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const css = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: path.dirname(SCRIPT),
    // The production bundle's hashes: @ant-design/cssinjs prefixes them differently outside production, and a
    // sheet whose paths do not match the page's registrations would only be dead weight.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, css);
  return css;
}

class AntdStyleSheetPlugin {
  /** @param {{ cacheDir: string }} options */
  constructor(options) {
    this.cacheDir = options.cacheDir;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdStyleSheetPlugin', (compilation) => {
      let fileName = null;
      compilation.hooks.processAssets.tap({ name: 'AntdStyleSheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const css = antdStyleSheet(this.cacheDir);
        const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
        fileName = `antd.${hash}.css`;
        compilation.emitAsset(fileName, new RawSource(css));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStyleSheetPlugin', (data) => {
        if (!fileName) throw new Error('AntdStyleSheetPlugin: the style sheet was not emitted before the page was built');
        // First in <head>: a style sheet before the scripts holds their execution until it has loaded.
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `/${fileName}` }));
        return data;
      });
    });
  }
}

module.exports = { AntdStyleSheetPlugin, antdStyleSheet };
