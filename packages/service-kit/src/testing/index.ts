// Test helpers: imported only by tests (`@navia/service-kit/src/testing`), never by service code.
export * from './test-database';
export * from './test-env';
export * from './own-redis';
export * from './pglite-template';
