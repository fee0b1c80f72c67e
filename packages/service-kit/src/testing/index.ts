// Test helpers, the package's `testing` entry (`@navia/service-kit/testing`): imported only by tests, never by service code.
export * from './test-database';
export * from './test-env';
export * from './own-redis';
export * from './pglite-template';
export * from './vendor-fakes';
