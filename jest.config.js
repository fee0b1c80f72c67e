// Three projects: `unit` (node, no services needed), `web` (jsdom React tests), `integration` (real Postgres and
// Redis at DATABASE_URL / REDIS_URL). TypeScript is transpiled by swc; `npm run typecheck` does the type checking.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
// test-results/ can hold checkouts of older builds (e2e independent deploys) whose package.json names are ours.
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  modulePathIgnorePatterns: ['<rootDir>/test-results/', '<rootDir>/node_modules/.cache/'],
};

module.exports = {
  // A global option (jest ignores it inside a project): rendering the whole shell in jsdom (antd computes its styles
  // on first use) takes seconds on a 2-core runner, more while other stages share the CPU (seen: 15 s exceeded by a
  // shell modal test on a slow run).
  testTimeout: 30_000,
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
      // @ant-design/icons' CommonJS index requires @ant-design/colors' ES build, which jest cannot load: use its CJS build.
      moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
      testMatch: ['<rootDir>/packages/client-kit/src/**/*.test.{ts,tsx}', '<rootDir>/{shell,mf-*}/src/**/*.test.{ts,tsx}'],
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts', '<rootDir>/packages/service-kit/test/**/*.test.ts'],
    },
  ],
};
