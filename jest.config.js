// Four projects: `unit` (node, no services needed), `web` (jsdom React tests), `integration` (real Postgres and
// Redis at DATABASE_URL / REDIS_URL) and `integration-pglite` (the same service tests on the embedded default). TypeScript is transpiled by swc; `npm run typecheck` does the type checking.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
// test-results/ can hold checkouts of older builds (e2e independent deploys) whose package.json names are ours.
// harper.js (the composer's grammar check) and the OpenAPI validator of the API reference's test are ES modules only:
// the files that load them keep their import() as import() rather than require(), which jest runs with
// --experimental-vm-modules (the service-test stages have it).
const swcKeepingImport = ['@swc/jest', { ...swc[1], module: { type: 'commonjs', ignoreDynamic: true } }];
const base = {
  transform: { '(composer/quality/grammar|gateway/test/api-docs\\.test)\\.ts$': swcKeepingImport, '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  modulePathIgnorePatterns: ['<rootDir>/test-results/', '<rootDir>/node_modules/.cache/'],
};

module.exports = {
  // A global option (jest ignores it inside a project): rendering the whole shell in jsdom (antd computes its styles
  // on first use) takes seconds on a 2-core runner, more while other stages share the CPU. A file's first test also
  // pays for loading the modules its screen needs, with jest's transform cache empty on a fresh clone. Seen: 15 s
  // exceeded by a shell modal test on a slow run; 30 s exceeded by the first test of the writing workspace's
  // instructions (11 s on an idle machine, over 30 s while the browser walks ran beside it, 2026-11-27). The limit is
  // there to stop a test that hangs, which 90 s does as well.
  testTimeout: 90_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/{contracts,service-kit}/src/**/*.test.ts', '<rootDir>/services/*/src/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.setup.web.js'],
      // jest-dom's matchers (toBeVisible, toHaveTextContent, toBeDisabled...): they need `expect`, so after the framework.
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
      // @ant-design/icons' CommonJS index requires @ant-design/colors' ES build, which jest cannot load: use its CJS build.
      // antd through a lazy index (jest.lazy-antd.js): a component is loaded when a test first uses it.
      moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1', '^antd$': '<rootDir>/jest.lazy-antd.js' },
      testMatch: ['<rootDir>/packages/client-kit/src/**/*.test.{ts,tsx}', '<rootDir>/{shell,mf-*}/src/**/*.test.{ts,tsx}'],
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts', '<rootDir>/packages/service-kit/test/**/*.test.ts'],
    },
    {
      // The service tests again, on what `npm start` runs: startTestSystem() on PGlite in a fresh data directory with
      // the in-process job runner (jest.setup.pglite.js), so a flow that works only on real PostgreSQL + Redis fails.
      ...base,
      displayName: 'integration-pglite',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/jest.setup.pglite.js'],
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts'],
      // Production arrangement by nature, or no startTestSystem() at all: processes of their own (resilience,
      // standalone services, `npm start` restarted), the proxy mode and the gateway against fake services, static
      // files, and the analysis on job backends the file picks itself (the in-process one runs here in every test).
      testPathIgnorePatterns: [
        '/services/gateway/test/(resilience|revocation-processes|standalone-services|proxy-mode|embedded-restart|gateway|static-files|security-headers-proxy)\\.test\\.ts$',
        '/services/brand/test/analyze-brand-runtimes\\.test\\.ts$',
        // No database: the composer's quality gate runs once, here for its ES-module import of harper.js.
        '/services/content/test/writer-quality\\.test\\.ts$',
      ],
    },
  ],
};
