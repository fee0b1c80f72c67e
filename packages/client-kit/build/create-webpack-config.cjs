// One webpack configuration for the shell and the four remotes, so they agree on what is shared and how it is
// built. Each app's webpack.config.js only names itself. Build tooling, not runtime code: nothing in src/ imports it.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RemoteVersionPlugin } = require('./remote-version-plugin.cjs');
const { CSP_PATCHED_FILES } = require('./csp-patches-loader.cjs');
const { SharedExportsPlugin, SHARED_EXPORT_LISTS } = require('./shared-exports-plugin.cjs');
const { CORE_GROUP, GROUPED_PACKAGES, separateGroupKeys, ShareGroupImportsPlugin, shareGroupsConfig, shareGroupsRule } = require('./share-groups.cjs');
const { AntdStyleSheetPlugin } = require('./antd-style-sheet-plugin.cjs');
const { FirstScreenPreloadPlugin } = require('./first-screen-preload-plugin.cjs');
const { SHARED_WITH_REMOTES, shellChunks: shellChunksOf } = require('./shell-chunks.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { FEDERATION_RUNTIME_PROVIDER, FederationRuntimeNamesPlugin } = require('./federation-runtime-names-plugin.cjs');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const GATEWAY_URL = process.env.NAVIA_GATEWAY_URL || 'http://localhost:8080';

/**
 * ARCHITECTURE.md "Frontends": one React, one router, one query cache, one zustand, one antd (one theme and toast
 * queue) and one client kit (one auth state) across the shell and every remote. Sub-path entries are listed
 * because they are separate modules to webpack: an unshared 'react-dom/client' would be a second renderer.
 *
 * 'react-router' is deliberately NOT shared on its own: react-router-dom is `export * from 'react-router'`, and a
 * star re-export across a shared boundary came out of webpack's filesystem cache without its re-exports (the cached
 * rebuild rendered `undefined` components; a clean build was fine). react-router ships inside the shared
 * react-router-dom instead, and NoDirectReactRouterPlugin below stops app code importing 'react-router' directly,
 * which would create a second router copy with its own contexts.
 *
 * zod is not shared itself: a shared module is loaded whole, and the whole of zod 4 with its locales is 389 KB raw
 * against the 93 KB the shell's tree-shaken copy takes (measured, `/` went from 337 to 413 KB gzip). The contracts
 * are shared instead (SHELL_OWNED below), and with them the shell's one zod: a remote builds no schema of its own
 * (lint forbids importing zod there), so its page no longer loads and evaluates a second zod and second copies of
 * the contracts' schemas (issue 16's profile: 10–14 % of the main thread).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'zustand', 'antd', '@navia/client-kit', '@navia/contracts'];
const SUB_PATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/**
 * Singletons the shell owns (docs/performance.md, "Where the sign-in screen's bytes go"). A module loaded through the
 * share scope is loaded whole (webpack cannot know what another build will import from it): all of antd, 447 KB
 * gzip, before the sign-in card could show. So for these packages the shell never consumes the shared module:
 *  - The shell imports them like any library, tree-shaken and code-split: a screen downloads the components it uses.
 *  - The shell provides the whole package under the usual share key, from the same compilation. It is an async chunk
 *    group that reuses the modules the shell already loaded (one module cache), so a remote gets the shell's very
 *    instance: one ConfigProvider theme context, one App toast queue, one router. It is fetched when a remote first
 *    asks for it, and a remote using a component the shell does not (Tabs, DatePicker ...) finds it there.
 *  - Remotes consume it with `import: false` in production: they ship no copy of their own, so none can win the
 *    share scope with a second instance. (A remote built before this change still registers its copy of the same
 *    version; for two unloaded providers of one version the runtime keeps the one whose name sorts last, and every
 *    mf_* name sorts before 'shell'.) In development a remote keeps its own copy, so its standalone page works.
 * Rejected, measured: Module Federation's shared tree shaking (`treeShaking.mode: 'runtime-infer'`). For a singleton
 * the runtime hands every consumer the first provider's shaken build, so a remote using an export outside it got
 * `undefined` (React error #130, the area's fallback); the full-build fallback it has for non-singletons would be a
 * second antd instance. 'server-calc' needs mf-manifest.json and a deploy service that rebuilds the shared package.
 * The client kit and the contracts are shell-owned too: the shell provides their whole index (every hook and schema a
 * remote may import) and imports only what it uses itself (measured: 4 KB gzip less on a signed-in page, 1 KB on `/`,
 * one file less; the client kit's state is still one instance, the shell's modules being the ones it provides).
 * Not listed: react and react-dom (CommonJS, nothing to shake); @tanstack/react-query and zustand (measured: 0.8 KB
 * gzip less for two more files).
 */
const SHELL_OWNED = ['antd', 'react-router-dom', '@navia/client-kit', '@navia/contracts'];

/**
 * What the shell provides under a SHELL_OWNED share key, when it is not the whole package: the exports the apps use,
 * listed per package (shared-exports-plugin.cjs, SHARED_EXPORT_LISTS). The module re-exports from the shell's own
 * copy, so the instance is still one; SharedExportsPlugin fails the build of an app that imports from the package a
 * value its list does not hold.
 *  - antd (packages/client-kit/src/ui/antd-exports.ts): the remotes' first page downloaded all of antd (733 KB raw)
 *    for the score of components they render. Today's remotes take the list in groups (share-groups.cjs), so a page
 *    gets only the heavy components it uses; the whole list stays provided for remotes built before.
 *  - react-router-dom (packages/client-kit/src/routing/router-exports.ts): react-router is one 377 KB module, and
 *    providing all of it kept all of it in the shell's first chunks: 45 KB gzip on every page, `/` included, against
 *    14 KB for the listed names (measured 2026-11-27).
 *  - @navia/contracts (packages/client-kit/src/contracts-exports.ts): the package is side-effect free, so the listed
 *    names reach only the modules the web uses; the whole index built every schema of the services' internal calls,
 *    events and exports too, in the start's longest task.
 */
const SHELL_PROVIDES = SHARED_EXPORT_LISTS;

/** The version a provided module announces: the installed package's (a path import would otherwise take the version of the package.json nearest to it). */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * Packages antd is built from that have no import-time side effects but do not say so in their package.json, so
 * webpack keeps every module their index files re-export: antd's Input and Modal read one context from
 * @rc-component/form, and the whole form package with its async-validator (about 110 KB raw) came along. The flag
 * pays once the sign-in screen itself has no form (auth modals loaded on demand: 366 → 354 KB gzip measured).
 * dayjs is left out on purpose: its locale files register themselves on import.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](?:@rc-component[\\/]|@ant-design[\\/](?:colors|cssinjs|cssinjs-utils|fast-color)[\\/])/;

/**
 * Copies the app's public/ folder (the shell's favicon.svg and favicon.ico) into the build output as is, so the
 * gateway serves them like any built file. Without it every page load asked for /favicon.ico and got a 404.
 */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of publicFiles(this.dir)) {
          const file = path.join(this.dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

function publicFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];
}

/**
 * The page's icon links: the ICO, then the SVG, which browsers that support it take instead (the later link wins).
 * The ICO also answers the clients that ask for /favicon.ico without reading the page. The SVG (190 bytes) is in
 * the page as a data: URL (the page's policy allows data: images): as a file it was one more request among the
 * first screen's, a round trip on one of the six connections (issue 16, docs/performance.md "Fewer files before a
 * signed-in page's first screen").
 */
function iconLinks(publicDir) {
  const files = publicFiles(publicDir);
  const svg = files.includes('favicon.svg') && fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
  return [
    files.includes('favicon.ico') && '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    svg && `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`,
  ]
    .filter(Boolean)
    .map((link) => `\n    ${link}`)
    .join('');
}

/**
 * Where the gateway writes each answer's CSP nonce (packages/contracts/src/web/page-security.ts spells it too; a
 * gateway test renders pageTemplate and checks they match). The page's one <style> carries it, and the app reads it
 * from the meta element to hand it to antd's CSS-in-JS and to the <style> elements it renders itself.
 */
const CSP_NONCE_PLACEHOLDER = '__NAVIA_CSP_NONCE__';

/** The HTML page of the shell (and of a remote's development page). Scripts are added by HtmlWebpackPlugin as files. */
function pageTemplate(title, publicDir) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />
    <title>${title}</title>${iconLinks(publicDir)}
    <style nonce="${CSP_NONCE_PLACEHOLDER}">html,body{margin:0}#root{min-height:100vh}</style>
  </head>
  <body>
    <noscript>Navia needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

class NoDirectReactRouterPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('NoDirectReactRouterPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('NoDirectReactRouterPlugin', (data) => {
        const issuer = data.contextInfo.issuer || '';
        if (data.request === 'react-router' && issuer && !issuer.includes(`${path.sep}node_modules${path.sep}`)) {
          compilation.errors.push(
            new Error(`${path.relative(REPO_ROOT, issuer)}: import from 'react-router-dom', not 'react-router' (only react-router-dom is a shared singleton)`),
          );
        }
      });
    });
  }
}

function sharedConfig(dependencies, { isRemote, production }) {
  const shared = {};
  const entry = (versionFrom) => {
    const requiredVersion = dependencies[versionFrom];
    if (!requiredVersion) throw new Error(`shared module needs ${versionFrom} in the app's package.json dependencies`);
    // eager false: everything shared loads behind the async boundary of src/index.ts, so the version negotiation
    // happens once the host and the remote have both registered what they provide.
    return { singleton: true, eager: false, requiredVersion };
  };
  for (const name of SINGLETONS) {
    if (!SHELL_OWNED.includes(name)) shared[name] = entry(name);
    // Provide only: the key is the request webpack matches imports against for consuming, and no code imports
    // this one, so the shell's own imports stay plain (shaken) imports; `import` and `shareKey` provide the whole
    // package under its usual name.
    else if (!isRemote) shared[`${name} (provided by the shell)`] = { ...entry(name), import: SHELL_PROVIDES[name] || name, shareKey: name, version: installedVersion(name) };
    // A grouped package (antd) is consumed by group instead (share-groups.cjs); the shell still provides the whole
    // list under the package's key, for remotes built before the groups.
    else if (!GROUPED_PACKAGES.includes(name)) shared[name] = production ? { ...entry(name), import: false } : entry(name);
  }
  Object.assign(shared, shareGroupsConfig({ isRemote, production, entry, version: installedVersion }));
  for (const [name, versionFrom] of Object.entries(SUB_PATHS)) shared[name] = entry(versionFrom);
  return shared;
}

/** The shell's async boundary (src/index.ts): the chunk group of its first screen. */
const BOOTSTRAP_REQUEST = './bootstrap';

/** The files of the shell's production build that hold what is always loaded together (shell-chunks.cjs). */
const SHELL_CHUNKS = {
  bootstrapRequest: BOOTSTRAP_REQUEST,
  // Every remote's page uses some of antd's common components, the router and the contracts' schemas.
  sharedWithRemotes: [...GROUPED_PACKAGES.map((pkg) => `${pkg}/${CORE_GROUP}`), ...SHELL_OWNED.filter((name) => !GROUPED_PACKAGES.includes(name))],
  // shell/src/features/auth/components/auth-modals-on-demand.tsx
  signInRequest: './auth-modals',
  // packages/client-kit/src/brand-setup/brand-setup-banner-on-demand.tsx (the banner atop /strategies and Brand HQ)
  remoteParts: ['./brand-setup-banner'],
  // The chrome's five parts share one chunk name (shell/src/features/layout/components/signed-in-chrome.ts); their
  // modules, and those they share with antd's heavy groups only (dayjs), make one file.
  chromeGroup: 'signed-in-chrome-parts',
  chromeChunk: 'signed-in-chrome',
  ownFileGroups: separateGroupKeys(),
};
/**
 * @param {object} app
 * @param {string} app.appDir        the app folder (holds package.json, src/, dist/)
 * @param {string} app.name          the Module Federation name ('shell', 'mf_strategies', ...)
 * @param {number} app.port          dev server port
 * @param {Record<string,string>} [app.exposes]  present for a remote
 * @param {string} [app.title]       page title of the app's own HTML page
 * @param {object} [env]             webpack-cli env (WEBPACK_SERVE is set by `webpack serve`)
 * @param {object} [argv]            webpack-cli argv (--mode wins)
 */
function createWebpackConfig(app, env = {}, argv = {}) {
  const mode = argv.mode || (env.WEBPACK_SERVE ? 'development' : 'production');
  const production = mode === 'production';
  const isRemote = Boolean(app.exposes);
  const pkg = require(path.join(app.appDir, 'package.json'));
  // A remote's own page (src/index.ts → standalone mount) exists for development only; in production the gateway
  // serves just remoteEntry.js and its chunks, so the page is not built there.
  const ownPage = !isRemote || !production;
  const publicDir = path.join(app.appDir, 'public');
  // A production build for bench/main-thread-profile.mjs: unminified, each module kept as its own function under its
  // path, so a CPU profile's samples can be charged to the module (and package) they ran in. Never deployed.
  const profiling = production && process.env.NAVIA_PROFILING_BUILD === '1';
  // The shell's production files: one per set of modules every signed-in page loads together (shell-chunks.cjs).
  const shellChunks = !isRemote && production ? shellChunksOf(SHELL_CHUNKS) : undefined;

  return {
    mode,
    context: app.appDir,
    entry: ownPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(app.appDir, 'dist'),
      // A remote's chunks load relative to wherever its remoteEntry.js was served from (the manifest may move it);
      // the shell is served at the site root with an SPA fallback, so its chunks need absolute URLs.
      publicPath: isRemote ? 'auto' : '/',
      // stack notes: with Module Federation the entry filename cannot carry [contenthash]; entries are served
      // no-cache, hashed chunks immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: SIDE_EFFECT_FREE, sideEffects: false },
        shareGroupsRule,
        // Three antd helpers patched to run under the page's Content Security Policy (see the loader).
        { test: CSP_PATCHED_FILES, use: path.join(__dirname, 'csp-patches-loader.cjs') },
        {
          test: /\.[cm]?tsx?$/,
          // Workspace packages (client kit, contracts) resolve to their real paths, so they are compiled too.
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
        // The shell declares no remotes: it reads /remotes.json at run time and registers them then.
        remotes: {},
        shared: sharedConfig(pkg.dependencies || {}, { isRemote, production }),
        // Types come from the workspace packages themselves, and the runtime manifest (/remotes.json) points at
        // remoteEntry.js, so neither the dts step nor mf-manifest.json is needed.
        dts: false,
        manifest: false,
        // Browser-only runtime without the manifest snapshot plugin (remotes are plain remoteEntry.js URLs): 3 KB
        // gzip off main.js, which every screen loads first.
        // A remote's production build uses the shell's federation runtime core rather than carrying its own
        // (federation-runtime-provider.js); its development build keeps its own, for its standalone page.
        ...(isRemote ? {} : { runtimePlugins: [FEDERATION_RUNTIME_PROVIDER] }),
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, ...(isRemote && production ? { externalRuntime: true } : {}) },
      }),
      new NoDirectReactRouterPlugin(),
      shellChunks && shellChunks.plugin,
      new SharedExportsPlugin(),
      isRemote && new ShareGroupImportsPlugin(),
      isRemote && production && new FederationRuntimeNamesPlugin(),
      !isRemote && production && new AntdStyleSheetPlugin({ cacheDir: path.join(REPO_ROOT, 'node_modules/.cache/navia') }),
      !isRemote && production && new FirstScreenPreloadPlugin({ bootstrapRequest: BOOTSTRAP_REQUEST, signedInChunks: [SHARED_WITH_REMOTES, SHELL_CHUNKS.chromeChunk] }),
      production && new CompileHintsPlugin(),
      ownPage && new PublicFilesPlugin(publicDir),
      isRemote && new RemoteVersionPlugin({ name: app.name, version: pkg.version, cwd: app.appDir }),
      ownPage &&
        new HtmlWebpackPlugin({
          title: app.title || 'Navia',
          chunks: ['main'],
          // Absolute so a deep link (/brand-profile/who-you-are) served by the SPA fallback still finds main.js.
          publicPath: '/',
          templateContent: ({ htmlWebpackPlugin }) => pageTemplate(htmlWebpackPlugin.options.title, publicDir),
        }),
    ].filter(Boolean),
    devtool: production ? false : 'eval-cheap-module-source-map',
    optimization: {
      minimize: production && !profiling,
      ...(shellChunks ? { splitChunks: { cacheGroups: shellChunks.cacheGroups } } : {}),
      ...(profiling ? { moduleIds: 'named', concatenateModules: false } : {}),
      // stack notes: swc's minifier is about three times faster than terser here.
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true }, extractComments: false }),
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(REPO_ROOT, 'node_modules/.cache/webpack', `${app.name}-${mode}${profiling ? '-profiling' : ''}`),
      buildDependencies: { config: [__filename, path.join(app.appDir, 'webpack.config.js')] },
    },
    // The shared antd chunk trips webpack's generic 244 KiB hint on every build; the first screen's JS is measured
    // in the browser instead (what actually loads before sign-in).
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: app.port,
      historyApiFallback: true,
      // Full reloads: hot module replacement across a host and separately served remotes is not dependable.
      hot: false,
      liveReload: true,
      // The shell (another port) loads a remote's entry and chunks from this server.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        {
          // The refresh cookie is set for this host whatever the port, so a session made through the gateway works here.
          context: isRemote ? ['/api'] : ['/api', '/remotes.json', '/remotes'],
          target: GATEWAY_URL,
        },
      ],
    },
  };
}

module.exports = { createWebpackConfig, pageTemplate, CSP_NONCE_PLACEHOLDER, SINGLETONS, SHELL_OWNED, PublicFilesPlugin };
