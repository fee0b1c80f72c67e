// Build tooling: gives the <style> elements @rc-component/util inserts the page's CSP nonce.
//
// antd hands its CSP nonce (ConfigProvider `csp`) to its CSS-in-JS and icons, but two helpers of @rc-component/util
// call its injectCSS without it: the scroll lock a Modal or Drawer puts on the page (@rc-component/portal
// useScrollLocker) and the scrollbar measurement before it. Under the gateway's policy those <style> elements were
// refused, so an open dialog let the page scroll behind it. This loader makes injectCSS fall back to the nonce of
// the page (<meta name="csp-nonce">, read through its `nonce` property, which browsers keep off the attribute) when
// its caller passed none. It fails the build if the function it patches is not found, so an upgrade that moves it
// is noticed at once rather than by a refused style.
const PATCH_AT = 'export function injectCSS(css, option = {}) {';

const HELPER = `
function naviaWithPageNonce(option) {
  if (option.csp && option.csp.nonce) return option;
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="csp-nonce"]');
  const nonce = meta && meta.nonce;
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}
`;

module.exports = function rcStyleNonceLoader(source) {
  if (!source.includes(PATCH_AT)) {
    throw new Error(`rc-style-nonce-loader: "${PATCH_AT}" not found in ${this.resourcePath}; @rc-component/util changed, see this loader`);
  }
  return `${source.replace(PATCH_AT, `${PATCH_AT}\n  option = naviaWithPageNonce(option);`)}\n${HELPER}`;
};
