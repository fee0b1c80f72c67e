/**
 * A schema built the first time it is used rather than when its module loads (issue 16). Building a zod 4 schema is
 * not free: every `z.object`, `z.string()` and `.min()` makes an instance and runs its traits. Built at import, the
 * contracts' schemas were a third of a signed-in page's longest task and a tenth of the signed-out page's start, and
 * most of them are not used until a call is made, or ever on a given page. So every top-level schema of the contracts
 * is `lazySchema(() => z.…)`: the module defines a stand-in, and the schema is built on the stand-in's first use
 * (a parse, `.shape`, `.extend(…)`, nesting it in a schema that is itself being built) and kept.
 *
 * The stand-in is a Proxy that forwards every operation to the built schema, including its prototype (so
 * `instanceof` and zod's own trait checks answer as for the schema). Properties are read with the built schema as
 * the receiver, so zod's getters and bound methods see the real instance. Its type is the schema's own: callers and
 * `z.infer` cannot tell the difference.
 *
 * Only in a browser (a document to draw). A server builds its schemas when they load, as before: its start is not
 * what a person waits for, and `z.toJSONSchema` (the API document, openapi.ts) keys what it has seen by the schema
 * object, which a stand-in nested in another schema is not, so it cannot describe a schema built from stand-ins.
 */
export function lazySchema<T extends object>(build: () => T): T {
  if (!('document' in globalThis)) return build();
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => {
      const real = schema();
      return Reflect.get(real, key, real);
    },
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The empty target has none of these properties, and a Proxy may not report a property the target lacks as
      // non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
