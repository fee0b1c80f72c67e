// Build tooling: small source patches that let three antd helpers run under the gateway's Content Security Policy
// (style-src 'self' 'nonce-…', no inline styles without the nonce; docs/security.md, part C).
//
// antd hands its nonce (ConfigProvider `csp`) to its CSS-in-JS and to its own copy of the icons, but:
//  - @rc-component/util's injectCSS is called without it by the scroll lock a Modal or Drawer puts on the page
//    (@rc-component/portal useScrollLocker) and by the scrollbar measurement before it;
//  - @ant-design/icons keeps its own injectCSS, and a remote bundles its own copy of the icons (not a shared
//    singleton), whose context never sees the shell's ConfigProvider;
//  - @rc-component/input measures an auto-sized TextArea on a hidden clone styled with setAttribute('style', …),
//    which the policy treats as an inline style attribute (setting the CSSOM's cssText is not).
// The first two fall back to the page's nonce (<meta name="csp-nonce">, read through its `nonce` property, which
// browsers keep off the attribute) when their caller passed none; the third sets cssText. Each patch fails the build
// when its text is not found, so an upgrade that moves it is noticed at once rather than by a refused style.
const path = require('node:path');

const PAGE_NONCE = `
function naviaWithPageNonce(option) {
  if (option.csp && option.csp.nonce) return option;
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="csp-nonce"]');
  const nonce = meta && meta.nonce;
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}
`;

/** [file inside node_modules, text to find, its replacement, code to append]. */
const PATCHES = [
  ['@rc-component/util/es/Dom/dynamicCSS.js', 'export function injectCSS(css, option = {}) {', 'export function injectCSS(css, option = {}) {\n  option = naviaWithPageNonce(option);', PAGE_NONCE],
  ['@ant-design/icons/es/cssUtils.js', 'function injectCSS(css, option = {}) {', 'function injectCSS(css, option = {}) {\n  option = naviaWithPageNonce(option);', PAGE_NONCE],
  [
    '@rc-component/input/es/calculateNodeHeight.js',
    "hiddenTextarea.setAttribute('style', `${sizingStyle};${HIDDEN_TEXTAREA_STYLE}`);",
    'hiddenTextarea.style.cssText = `${sizingStyle};${HIDDEN_TEXTAREA_STYLE}`;',
    '',
  ],
];

/** The module rule's test: exactly the patched files. */
const CSP_PATCHED_FILES = new RegExp(
  PATCHES.map(([file]) => `[\\\\/]node_modules[\\\\/]${file.split('/').map((p) => p.replace(/[.]/g, '\\.')).join('[\\\\/]')}$`).join('|'),
);

function cspPatchesLoader(source) {
  const resource = this.resourcePath.split(path.sep).join('/');
  const patch = PATCHES.find(([file]) => resource.endsWith(`/node_modules/${file}`));
  if (!patch) return source;
  const [file, find, replace, append] = patch;
  if (!source.includes(find)) throw new Error(`csp-patches-loader: "${find}" not found in ${file}; the package changed, see this loader`);
  return `${source.replace(find, replace)}\n${append}`;
}

module.exports = cspPatchesLoader;
module.exports.CSP_PATCHED_FILES = CSP_PATCHED_FILES;
