/** @jsxRuntime automatic */
/// <reference types="node" />
// Build tooling (run with tsx by SignedOutPagePlugin): renders what a signed-out visitor sees at `/` (the header and
// the welcome card) with the server render of a first screen (server/render-first-screen.tsx), and prints it as JSON:
// `root`, the markup for #root, and `styles`, the <style> element holding antd's theme variables and the markup's
// rules. The component styles themselves are in the antd style sheet the page links
// (client-kit/build/antd-style-sheet.tsx).
import './prerendering-signed-out';
import { CSP_NONCE_PLACEHOLDER } from '@navia/contracts/src/web/page-security';
import { renderFirstScreen } from '../server/render-first-screen';

renderFirstScreen({ path: '/', session: null, nonce: CSP_NONCE_PLACEHOLDER, classPrefix: 'navia-prerendered' }).then(
  (page) => {
    if (!page) throw new Error('the signed-out start page did not render');
    process.stdout.write(JSON.stringify(page));
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
