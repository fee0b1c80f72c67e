// The signed-out start page (issue 16): the shell's build renders the header and the welcome card into
// signed-out.html with the app's own components, and the gateway answers `/` with it to a browser without a session.
// The page's policy allows no style attributes and no <style> without the page's nonce, so the markup must carry
// neither, or the card would paint unstyled.
import { CSP_NONCE_PLACEHOLDER, PRERENDERED_ATTRIBUTE, PRERENDERED_SIGNED_OUT, SIGNED_OUT_PAGE_FILE } from '@navia/contracts';
import { styleAttributesToClasses } from '../shell/build/style-attributes';

const plugin = require('../shell/build/signed-out-page-plugin.cjs');

describe('styleAttributesToClasses', () => {
  it('moves each style attribute into a class, beside the classes the element has, with the strength of a style attribute', () => {
    const { markup, css } = styleAttributesToClasses('<div class="card" style="padding-top:48px"><br/><span style="flex:none">a</span></div>', 'p');
    expect(markup).toBe('<div class="card p-0"><br/><span class="p-1">a</span></div>');
    expect(css).toBe('.p-0{padding-top:48px !important}.p-1{flex:none !important}');
  });

  it('gives elements of one style one class, and reads the attribute as the browser would (entities, semicolons in values)', () => {
    const style = 'font-family:&#x27;Segoe UI&#x27;, sans-serif;background:url(&quot;a;b.png&quot;)';
    const { markup, css } = styleAttributesToClasses(`<p style="${style}">a</p><p style="${style}" id="x">b</p>`, 'p');
    expect(markup).toBe('<p class="p-0">a</p><p id="x" class="p-0">b</p>');
    expect(css).toBe(`.p-0{font-family:'Segoe UI', sans-serif !important;background:url("a;b.png") !important}`);
  });
});

describe('the prerendered signed-out page', () => {
  let page: { root: string; styles: string };
  beforeAll(async () => {
    page = await plugin.prerender();
  });

  it("holds the welcome card and the header's buttons (spec part 1 §2 sign-in gate)", () => {
    expect(page.root).toContain('Welcome to <!-- -->Navia</h2>');
    expect(page.root).toContain('Please sign in to access your account');
    expect(page.root.match(/<span>Sign In<\/span>/g)).toHaveLength(2);
    expect(page.root.match(/<span>Sign Up<\/span>/g)).toHaveLength(2);
    expect(page.root).not.toContain('Loading authentication');
  });

  it('carries no style attribute, and every <style> carries the nonce the gateway fills in', () => {
    const html = page.root + page.styles;
    expect(html).not.toMatch(/\sstyle="/);
    const styleTags = html.match(/<style[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThanOrEqual(2);
    for (const tag of styleTags) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
    // The theme's variables (the page paints before antd runs) and the layout's spacing under 768 px, in the <head>:
    // the app's render finds the layout's sheet there and does not add it again.
    expect(page.styles).toContain('--ant-color-primary:#3b5bdb');
    expect(page.styles).toContain('@media (max-width: 767.98px)');
    expect(page.root).not.toContain('<style');
    // Not antd's cache map rule: after the linked sheet it would hide the sheet's own, and antd would generate every
    // component's CSS in the browser again.
    expect(page.styles).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('is written into index.html as the page the client reads as signed out', () => {
    const index = '<html><head><title>Navia</title></head><body><div id="root"></div></body></html>';
    const html: string = plugin.signedOutPage(index, page);
    expect(plugin.SIGNED_OUT_PAGE_FILE).toBe(SIGNED_OUT_PAGE_FILE);
    expect(html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_SIGNED_OUT}">${page.root}</div>`);
    expect(html).toContain(`${page.styles}\n  </head>`);
    expect(() => plugin.signedOutPage('<html><body></body></html>', page)).toThrow(/no <div id="root"><\/div>/);
  });

  it("leaves out the signed-in first screen's script preloads: this page asks for the app's code after its first paint", () => {
    const preload = '<link rel="preload" as="script" fetchpriority="low" href="/7470.64ab8d67.js" data-first-screen>';
    const index = `<html><head><link rel="stylesheet" href="/antd.css">${preload}${preload}<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>`;
    const html: string = plugin.signedOutPage(index, page);
    expect(html).not.toContain('data-first-screen');
    expect(html).toContain('<link rel="stylesheet" href="/antd.css"><script defer="defer" src="/main.js"></script>');
  });
});
