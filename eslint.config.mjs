import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The design's boundaries (docs/architecture.md, "Enforced boundaries"), as import-x/no-restricted-paths zones over
// resolved file paths, so a relative `../../mf-create/src/x` and a package import `@navia/mf-create` are both caught.
const dirs = (parent, prefix = '') =>
  readdirSync(new URL(`./${parent}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith(prefix))
    .map((d) => `./${parent === '.' ? '' : `${parent}/`}${d.name}`);
const remotes = dirs('.', 'mf-');
const services = dirs('services');
const frontends = ['./shell', ...remotes];
const serverOnly = ['./services', './packages/service-kit'];

const zones = [
  // A remote shares code with the shell and the other remotes only through packages/client-kit and packages/contracts.
  ...frontends.map((target) => ({
    target,
    from: [...frontends.filter((f) => f !== target), ...serverOnly],
    message: 'Remotes and the shell share code only through packages/client-kit and packages/contracts.',
  })),
  // A service never reaches into another service: they share code through packages/* and talk over HTTP/events.
  // The gateway is the composition root: it may import each service's public entry (src/index.ts), nothing deeper.
  // A service's tests boot the system through the gateway's harness (services/gateway/test/support) and may name
  // another service's public entry to boot it; its src/ may not.
  ...services.flatMap((service) =>
    services
      .filter((other) => other !== service)
      .flatMap((other) => [
        {
          target: `${service}/src`,
          from: other,
          except: service === './services/gateway' ? ['./src/index.ts'] : [],
          message: "A service does not import another service's files; shared code lives in packages/*.",
        },
        {
          target: `${service}/test`,
          from: other,
          except: other === './services/gateway' ? ['./src/index.ts', './test/support'] : ['./src/index.ts'],
          message: "A service's tests use the gateway's harness (test/support) and other services' src/index.ts only.",
        },
      ]),
  ),
  // Packages sit below services and apps and never import them.
  {
    target: './packages',
    from: ['./services', './shell', ...remotes],
    message: 'packages/* must not import from services or apps.',
  },
  // The browser kit stays free of server code.
  { target: './packages/client-kit', from: './packages/service-kit', message: 'packages/client-kit is browser code: no service-kit.' },
  { target: './packages/contracts', from: ['./packages/service-kit', './packages/client-kit'], message: 'packages/contracts depends on nothing of ours.' },
];

// Icons by their own path: the package's index requires every one of its ~800 icons, which the web tests (CommonJS,
// no tree shaking) paid for in each file that imported a component using it.
const ICONS_INDEX = { name: '@ant-design/icons', allowTypeImports: true, message: "Import the icon by its path ('@ant-design/icons/PlusOutlined'), as the other components do." };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', 'data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Boundaries and cycles, on the TypeScript sources of every workspace.
    files: ['{packages,services}/*/{src,test}/**/*.{ts,tsx}', '{shell,mf-*}/src/**/*.{ts,tsx}', 'packages/client-kit/build/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x parses when it follows imports (no-cycle reads the imported files, not only this one).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.server.json', 'tsconfig.web.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/client-kit/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Kept from v7's compiler-based set: components made during render (static-components), refs read or written
      // during render (refs), mutation of props/state/variables used before declaration (immutability), module
      // variables reassigned in render (globals), setState in render, error boundaries, useMemo misuse: each is a
      // bug with or without the React Compiler.
      // Off: these only describe what the React Compiler could or could not memoise, and no build here runs it (swc).
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      // Off: a clock read in render is only wrong when the compiler memoises the render; here the views that read
      // Date.now() re-render on a timer on purpose (model/processing-run's grace time, the tooltip's skip window).
      'react-hooks/purity': 'off',
      'react-hooks/set-state-in-effect': 'error',
    },
  },
  {
    files: ['{shell,mf-*,packages/client-kit}/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICONS_INDEX] }] },
  },
  {
    // A remote takes zod with the contracts the shell shares (issue 16): a schema of its own would bring a second
    // zod (about 25 KB gzip, evaluated on every page of the remote) back into its first screen. Types stay free.
    // (It replaces the block above's options for these files, so it names the icons' index again.)
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'zod', allowTypeImports: true, message: 'Put the schema in @navia/contracts: a remote builds no zod schema of its own (one zod per page).' }, ICONS_INDEX],
      }],
    },
  },
  {
    // The web jest project's tests (jest.config.js `web`); e2e/ is Playwright and stays out.
    files: ['packages/client-kit/src/**/*.test.{ts,tsx}', '{shell,mf-*}/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Node scripts and configs in CommonJS.
    files: ['**/*.cjs', 'jest.config.js', 'jest.setup.web.js', 'jest.lazy-antd.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
