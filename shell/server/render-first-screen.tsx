/** @jsxRuntime automatic */
/// <reference types="node" />
// A page's first screen rendered on the server with the app's own components (issue 16): the markup for #root and
// the <style> element it needs, for a page that paints it before any of the app's code has arrived. The shell's build
// renders the signed-out start page with it (build/prerender-signed-out.tsx); a signed-in page is rendered for its
// user, with the data of the page's first calls fetched through the same query definitions the page's hooks read.
//
// The app then renders over it with React (not hydration: antd's CSS-variable class names come from useId and would
// differ); both draw the same thing, so nothing moves.
//
// The app's stores (the session, the active brand, the runtime settings) are module state, shared by the shell and
// every remote as they are in a browser. So renders run one at a time: each sets the stores for its request, renders
// with a query cache of its own, and puts them back before the next starts. While a signed-in render fetches, the
// global `fetch` is the one the caller gave (the client kit's api client calls `fetch` with the page's relative
// paths): a process or worker that renders must not share its `fetch` with other work.
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RemoteName, RuntimeSettings, User } from '@navia/contracts';
import { createQueryClient, useActiveBrandStore, useAuthStore, useRuntimeSettings, type ActiveBrand, type RemoteProps } from '@navia/client-kit';
import { AppProviders } from '../src/app';
import { AppRoutes } from '../src/app-routes';
import { prefetchRouteData } from '../src/features/remotes/api/route-data';
import { LoadedRemotesContext } from '../src/features/remotes/components/remote-route';
import { remoteForPath } from '../src/features/remotes/model/remote-areas';
import { styleAttributesToClasses } from '../build/style-attributes';

export interface FirstScreenRequest {
  /** The page's path, as the browser opened it. */
  path: string;
  /** The signed-in user and an access token for the page's first calls; null renders the page signed out. */
  session: { user: User; accessToken: string } | null;
  /** The brand the browser has chosen (the client kit's stored choice), if any: it decides the brand-scoped calls. */
  storedBrand?: ActiveBrand | null;
  settings?: RuntimeSettings;
  /** The routes component of each remote this render may draw, already loaded. */
  remotes?: Partial<Record<RemoteName, ComponentType<RemoteProps>>>;
  /** Answers the page's API calls (relative paths, the access token in `authorization`) during a signed-in render. */
  fetch?: typeof fetch;
  /** Written on every <style> the markup holds, for the page's Content Security Policy. */
  nonce: string;
  /** Prefix of the classes the markup's style attributes become (the policy refuses style attributes). */
  classPrefix: string;
}

export interface FirstScreen {
  /** The markup for #root. */
  root: string;
  /** A <style> element for the page's <head>: antd's theme and component CSS variables and the markup's own rules. */
  styles: string;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `request.path`'s first screen, or null when this render cannot draw it (a signed-in page of a remote it was
 * not given). Renders queue behind each other (see above).
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const rendered = queue.then(() => renderNow(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow(request: FirstScreenRequest): Promise<FirstScreen | null> {
  // Signed out, the sign-in gate stands where a remote's page would.
  const remote = request.session ? remoteForPath(request.path) : null;
  if (remote && !request.remotes?.[remote]) return null;
  const saved = { auth: useAuthStore.getState(), brand: useActiveBrandStore.getState(), settings: useRuntimeSettings.getState(), fetch: globalThis.fetch };
  const client = createQueryClient();
  try {
    useAuthStore.setState(
      request.session ? { status: 'signedIn', user: request.session.user, accessToken: request.session.accessToken } : { status: 'signedOut', user: null, accessToken: null },
      true,
    );
    useActiveBrandStore.setState({ brand: request.storedBrand ?? null }, true);
    useRuntimeSettings.setState(request.settings ?? {}, true);
    if (request.session && request.fetch) {
      globalThis.fetch = request.fetch;
      await prefetchRouteData(client, request.path);
    }
    return await renderPage(request, client);
  } finally {
    client.clear();
    globalThis.fetch = saved.fetch;
    useAuthStore.setState(saved.auth, true);
    useActiveBrandStore.setState(saved.brand, true);
    useRuntimeSettings.setState(saved.settings, true);
  }
}

/**
 * The page's markup, written out once all of it is ready: the lazy modules it renders (the shell's and the remote's
 * pages load on demand) have loaded, so it holds no Suspense fallback and no streaming script. React writes the nonce
 * on the <style> elements the app renders (the layout's spacing).
 */
function renderToHtml(page: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      nonce: { style: nonce },
      // Every boundary in place: React moves a large one (over 12,800 bytes by default) out of the page's flow, behind
      // a script that swaps it in, even when it was ready before the first byte.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A failure inside a boundary would leave its fallback in the markup: not a page to show.
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

async function renderPage(request: FirstScreenRequest, client: ReturnType<typeof createQueryClient>): Promise<FirstScreen> {
  const cache = createCache();
  const root = await renderToHtml(
    <StyleProvider cache={cache}>
      <AppProviders csp={{ nonce: request.nonce }} client={client}>
        <LoadedRemotesContext.Provider value={request.remotes ?? {}}>
          <StaticRouter location={request.path}>
            <AppRoutes />
          </StaticRouter>
        </LoadedRemotesContext.Provider>
      </AppProviders>
    </StyleProvider>,
    request.nonce,
  );
  // The theme's tokens and each component's CSS variables: antd sets them in the browser at run time, so the sheet does
  // not hold them (the components' own rules are in the antd style sheet the page links).
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
  const { markup, css: attributeRules } = styleAttributesToClasses(root, request.classPrefix);
  return { root: markup, styles: `<style nonce="${request.nonce}">${variables}${attributeRules}</style>` };
}
