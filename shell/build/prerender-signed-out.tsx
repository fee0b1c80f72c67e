/** @jsxRuntime automatic */
/// <reference types="node" />
// Build tooling (run with tsx by SignedOutPagePlugin): renders what a signed-out visitor sees at `/` (the header and
// the welcome card) with the app's own components, and prints it as JSON: `root`, the markup for #root, and
// `styles`, the <style> element holding antd's theme variables for it. The component styles themselves are in the
// antd style sheet the page links (client-kit/build/antd-style-sheet.tsx).
//
// The app then renders over it with React (not hydration: antd's CSS-variable class names come from useId and
// would differ); both draw the same thing, so nothing moves.
import './prerendering-signed-out';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { CSP_NONCE_PLACEHOLDER } from '@navia/contracts/src/web/page-security';
import { AppProviders } from '../src/app';
import { AppRoutes } from '../src/app-routes';
import { styleAttributesToClasses } from './style-attributes';

const cache = createCache();
const root = renderToString(
  <StyleProvider cache={cache}>
    <AppProviders csp={{ nonce: CSP_NONCE_PLACEHOLDER }}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </StyleProvider>,
);
// The theme's tokens and each component's CSS variables: antd sets them in the browser at run time, so the sheet does
// not hold them.
const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
// The page's policy refuses style attributes, and <style> elements without its nonce: React's server renderer leaves
// the nonce out of the <style> resources the app renders (the layout's spacing).
const { markup, css: attributeRules } = styleAttributesToClasses(root, 'navia-prerendered');
const withNonces = markup.replaceAll('<style data-precedence=', `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-precedence=`);
process.stdout.write(JSON.stringify({ root: withNonces, styles: `<style nonce="${CSP_NONCE_PLACEHOLDER}">${variables}${attributeRules}</style>` }));
