// The `integration-pglite` project: startTestSystem runs the embedded default (PGlite, in-process jobs) instead of
// real PostgreSQL + Redis (services/gateway/test/support/test-system.ts).
process.env.NAVIA_TEST_ARRANGEMENT = 'embedded';
// PGlite loads its WebAssembly with a dynamic import(), which jest's module sandbox only allows with this flag (stack
// notes); `npm test` sets it. Say so up front instead of failing every test with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG.
if (!`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes('--experimental-vm-modules')) {
  throw new Error('integration-pglite needs NODE_OPTIONS=--experimental-vm-modules (PGlite imports its WebAssembly dynamically)');
}
