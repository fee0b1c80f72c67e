import { MOBILE_LAYOUT_QUERY, useCspNonce } from '@navia/client-kit';
import { CONTENT_PADDING, CONTENT_PADDING_NARROW } from '../model/layout-sizes';

export const HEADER_CLASS = 'navia-header';
export const HEADER_ROW_CLASS = 'navia-header-row';
export const CONTENT_CLASS = 'navia-content';
export const SKIP_LINK_CLASS = 'navia-skip-link';

/**
 * The header's and the page's spacing, tighter under 768 px (spec part 1 §9, antd's md), and the skip link, shown
 * while it has the keyboard's focus. In CSS rather than from a JavaScript breakpoint or focus handlers so that the
 * page rendered at build time for signed-out visitors (prerender-signed-out.tsx) is spaced for the screen it lands
 * on and its skip link works before the app's code has run. The layout selectors carry antd's own class so they
 * outrank antd's Layout styles, which come later in the page.
 */
const css = `
.${SKIP_LINK_CLASS} { position: absolute; left: 8px; top: -48px; z-index: 1000; padding: 8px 12px; background: #fff; }
.${SKIP_LINK_CLASS}:focus { top: 8px; }
.ant-layout-header.${HEADER_CLASS} { padding-inline: 24px; }
.${HEADER_ROW_CLASS} { height: 100%; gap: 16px; }
.ant-layout-content.${CONTENT_CLASS} { padding: ${CONTENT_PADDING}px; }
@media ${MOBILE_LAYOUT_QUERY} {
  .ant-layout-header.${HEADER_CLASS} { padding-inline: 12px; }
  .${HEADER_ROW_CLASS} { gap: 8px; }
  .ant-layout-content.${CONTENT_CLASS} { padding: ${CONTENT_PADDING_NARROW}px; }
}
`;

export function LayoutStyles() {
  const nonce = useCspNonce();
  return (
    <style href="navia-layout-styles" precedence="default" nonce={nonce}>
      {css}
    </style>
  );
}
