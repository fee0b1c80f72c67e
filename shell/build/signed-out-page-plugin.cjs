// Emits signed-out.html beside index.html: the same page with what a signed-out visitor sees at `/` already in it
// (prerender-signed-out.tsx renders it with the app's components), which the gateway answers `/` with for a browser
// without a session hint (packages/contracts/src/web/signed-out-page.ts). The visitor sees the welcome card at the
// first paint instead of after the app's code has loaded (issue 16: Lighthouse mobile on `/`).
//
// The prerender takes a few seconds (tsx loads the app's modules), so it starts with the compilation and is awaited
// only when the page is written.
const { execFile } = require('node:child_process');
const path = require('node:path');
const { FIRST_SCREEN_ATTRIBUTE } = require('@navia/client-kit/build/first-screen-preload-plugin.cjs');

const SCRIPT = path.join(__dirname, 'prerender-signed-out.tsx');
const TSCONFIG = path.join(__dirname, '../../tsconfig.web.json');
// packages/contracts/src/web/signed-out-page.ts (this file is plain CommonJS and cannot import it;
// scripts/signed-out-page-build.test.ts checks the file name and the attribute against the contracts' constants).
const SIGNED_OUT_PAGE_FILE = 'signed-out.html';
const PRERENDERED = 'data-prerendered="signed-out"';
const EMPTY_ROOT = '<div id="root"></div>';

/** @returns {Promise<{ root: string, styles: string }>} */
function prerender() {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT],
      // Production: antd's style hashes then match the linked sheet's. The web tsconfig gives every file React's JSX.
      { cwd: __dirname, env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: TSCONFIG }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the signed-out page's prerender failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

// The preloads of the signed-in first screen's scripts.
const FIRST_SCREEN_PRELOAD = new RegExp(`<link[^>]*\\s${FIRST_SCREEN_ATTRIBUTE}[^>]*>`, 'g');

/**
 * index.html with the prerendered root and its styles, and without the first screen's preloads: on this page the app's
 * code is asked for after the first paint (shell/src/index.ts), not beside it.
 */
function signedOutPage(indexHtml, { root, styles }) {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) throw new Error(`index.html has no ${EMPTY_ROOT} or no </head>`);
  return indexHtml
    .replace(FIRST_SCREEN_PRELOAD, '')
    .replace('</head>', `  ${styles}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED}>${root}</div>`);
}

class SignedOutPagePlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SignedOutPagePlugin', (compilation) => {
      const rendered = prerender();
      // Awaited below; a failure before then must not surface as an unhandled rejection.
      rendered.catch(() => undefined);
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('SignedOutPagePlugin', async (data) => {
        if (data.outputName !== 'index.html') return data;
        compilation.emitAsset(SIGNED_OUT_PAGE_FILE, new RawSource(signedOutPage(data.html, await rendered)));
        return data;
      });
    });
  }
}

module.exports = { SignedOutPagePlugin, prerender, signedOutPage, SIGNED_OUT_PAGE_FILE };
