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
import type { FirstScreen, FirstScreenRenderRequest, RemoteName, User } from '@navia/contracts';
import { createQueryClient, MOBILE_LAYOUT_QUERY, setServerMediaMatches, useActiveBrandStore, useAuthStore, userBrandsQuery, useRuntimeSettings, type RemoteProps } from '@navia/client-kit';
import { AppProviders } from '../src/app';
import { AppRoutes } from '../src/app-routes';
import { prefetchRouteData } from '../src/features/remotes/api/route-data';
import { LoadedRemotesContext } from '../src/features/remotes/components/remote-route';
import { DASHBOARD_TASKS_PATHS, REMOTE_AREAS, remoteForPath } from '../src/features/remotes/model/remote-areas';
import { styleAttributesToClasses } from '../build/style-attributes';

export interface FirstScreenRequest extends FirstScreenRenderRequest {
  /** The routes component of each remote this render may draw, already loaded. */
  remotes?: Partial<Record<RemoteName, ComponentType<RemoteProps>>>;
  /** Answers the page's API calls (relative paths, the access token in `authorization`) during a signed-in render. */
  fetch?: typeof fetch;
}

export type { FirstScreen };

const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;
const STYLE_RESOURCE = /<style[^>]*\sdata-precedence=[^>]*>[\s\S]*?<\/style>/g;

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

/**
 * Renders each area's page once, for a user whose every call fails: the modules the pages load on demand are then
 * loaded (and compiled), so a user's first render of a page is not the one that waits for them.
 */
export async function warmFirstScreens(remotes: FirstScreenRequest['remotes']): Promise<void> {
  const user: User = { id: '00000000-0000-4000-8000-000000000000', email: 'warm-up@navia.invalid', firstName: 'Warm', lastName: null, publicMetadata: { onboardingComplete: true }, plan: { key: 'free', name: 'Free' } };
  const unavailable: typeof fetch = async () => new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } });
  const paths = [...DASHBOARD_TASKS_PATHS.filter((path) => path !== '/'), ...REMOTE_AREAS.map(({ basePath }) => basePath)];
  for (const path of paths) {
    await renderFirstScreen({ path, session: { user, accessToken: '' }, remotes, fetch: unavailable, nonce: '', classPrefix: 'warm' }).catch(() => null);
  }
}

async function renderNow(request: FirstScreenRequest): Promise<FirstScreen | null> {
  // Signed in, only a remote's page (the shell's own are not drawn); signed out, the sign-in gate stands where a
  // remote's page would.
  const remote = request.session ? remoteForPath(request.path) : null;
  if (request.session && (!remote || !request.remotes?.[remote])) return null;
  const saved = { auth: useAuthStore.getState(), brand: useActiveBrandStore.getState(), settings: useRuntimeSettings.getState(), fetch: globalThis.fetch };
  const client = createQueryClient();
  try {
    useAuthStore.setState(
      request.session ? { status: 'signedIn', user: request.session.user, accessToken: request.session.accessToken } : { status: 'signedOut', user: null, accessToken: null },
      true,
    );
    // The browser's brand choice is its own (its storage): the page is drawn for the user's one brand, or not at all.
    useActiveBrandStore.setState({ brand: null }, true);
    useRuntimeSettings.setState(request.settings ?? {}, true);
    // The layout differs on a phone (the rail or the bottom bar), not only its CSS.
    setServerMediaMatches((query) => request.narrow === true && query === MOBILE_LAYOUT_QUERY);
    if (request.session && request.fetch) {
      globalThis.fetch = request.fetch;
      await prefetchRouteData(client, request.path);
      // Which of several brands is active is the browser's choice: the page could be another brand's.
      const brands = client.getQueryData(userBrandsQuery().queryKey)?.brands ?? [];
      if (brands.length > 1) return null;
    }
    return await renderPage(request, client);
  } finally {
    client.clear();
    globalThis.fetch = saved.fetch;
    setServerMediaMatches(() => false);
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
  // Without the cache map's rule antd's extract ends with (an empty one here): in the page's <head> after the linked
  // sheet, it would hide the sheet's own map, and the app would generate every component's CSS again.
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(CACHE_MAP_RULE, '');
  const { markup, css: attributeRules } = styleAttributesToClasses(root, request.classPrefix);
  // The style sheets the app renders as React resources (`<style href precedence>`, the layout's spacing) go to the
  // page's <head>, where the app's own render finds them and does not add them again: left in #root, they would go
  // with the drawn page when the app's takes its place.
  const resources = markup.match(STYLE_RESOURCE) ?? [];
  return { root: markup.replace(STYLE_RESOURCE, ''), styles: `${resources.join('')}<style nonce="${request.nonce}">${variables}${attributeRules}</style>` };
}
