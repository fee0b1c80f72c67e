// Issue 16: loading the contracts in a browser builds no schema (each is built on its first use,
// common/lazy-schema.ts). With zod replaced by a stand-in that throws on any use, importing every module of the index
// must still succeed.
jest.mock('zod', () => {
  const refuse = (): never => {
    throw new Error('zod was used while the contracts loaded: a top-level schema is not wrapped in lazySchema(() => …)');
  };
  return { z: new Proxy({}, { get: refuse }) };
});

describe('the contracts at import, in a browser', () => {
  // lazySchema defers only where there is a document (a server builds its schemas as they load).
  beforeAll(() => Object.assign(globalThis, { document: {} }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'document'));

  it('build no zod schema until one is used', () => {
    expect(() => jest.requireActual<Record<string, unknown>>('./index')).not.toThrow();
  });
});
