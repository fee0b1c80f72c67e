import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from a zod contract schema: bodies shaped like the contract (its keys, enums,
 * formats and length limits), with hostile values mixed in at any depth. zod 4 keeps a schema's structure in
 * `_zod.def`; the parts read here are stable across zod 4 releases.
 */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; maximum?: number; minimum?: number; value?: number } } }[];
}
type Schema = { _zod: { def: Def } };

const defOf = (schema: z.ZodType | Schema) => (schema as unknown as Schema)._zod.def;

/** Strings the contracts and the database find hardest: NUL, lone surrogates, impossible dates, other schemes. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Bean\u0000There',
  '\ud800',
  'caf\udfff',
  'tail \ud83d',
  '\udc00\ud800',
  '2027-02-30',
  '2026-13-45',
  '2027-02-29',
  '2027-02-30T10:00:00.000Z',
  '0000-00-00',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  "'; DROP TABLE brands; --",
  '%00%ff',
  '\u202e\u200b\ufeff',
  '__proto__',
  'constructor',
] as const;

const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    // A plausible text with a NUL or a lone surrogate somewhere inside.
    { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 12 })).map((p) => p.join('')) },
    // Far over every limit, still under the 100 kb body limit (a larger body is a 413, also tried below).
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 30_000 }).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  );

const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.constantFrom(1e308, -1e308, -0, Number.MAX_SAFE_INTEGER + 2, 1.5, -1),
    fc.string({ maxLength: 8 }),
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  );

/** A value nested deeper than the 32 levels the services take (at most 1,000: JSON.stringify recurses too). */
export const deeplyNested = (): fc.Arbitrary<unknown> =>
  fc.tuple(fc.integer({ min: 20, max: 1_000 }), fc.boolean()).map(([depth, arrays]) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
    return value;
  });

/** Keys that must never reach an object's prototype or be taken for a field. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

/** Adds `key` as an own, enumerable property, so `__proto__` is sent as a key (an assignment would set the prototype). */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const extraKeys = (): fc.Arbitrary<[string, unknown][]> =>
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 }), fc.constantFrom('k\u0000', '\ud800', 'brandData', 'sources', 'id', 'userId')),
      fc.oneof(wrongType(), fc.constant({ isAdmin: true, plan: 'enterprise' })),
    ),
    { minLength: 1, maxLength: 3 },
  );

function stringChecks(def: Def) {
  let max: number | undefined;
  let pattern: RegExp | undefined = def.pattern;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') max = c.maximum;
    if (c.check === 'string_format' && c.pattern) pattern = c.pattern;
  }
  return { max, pattern };
}

/** Plausible strings: matching the schema's pattern when it has one, up to and exactly at its length limit. */
function plausibleString(def: Def): fc.Arbitrary<string> {
  const { max, pattern } = stringChecks(def);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ maxLength: Math.min(max ?? 40, 40) }),
    // Addresses that resolve nowhere outside this machine: an analysis refuses them at once (loopback).
    fc.constantFrom('http://127.0.0.1:9/page', 'https://127.0.0.1:9/', 'instagram.com/bean'),
  ];
  if (pattern) options.push(fc.stringMatching(pattern));
  if (max !== undefined && max <= 20_000) options.push(fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1)));
  return fc.oneof(...options);
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && c.value !== undefined) min = c.value;
    if (c.check === 'less_than' && c.value !== undefined) max = c.value;
  }
  return fc.oneof(fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/**
 * Bodies shaped like `schema`. Each node is, with `hostility` odds, replaced by a hostile value (strings) or a value
 * of the wrong type; objects may carry extra and prototype keys.
 */
export function shapedBody(schema: z.ZodType, hostility = 0.25): fc.Arbitrary<unknown> {
  const hostile = Math.round(hostility * 100);
  const mix = <T>(arb: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    hostile === 0 ? arb : fc.oneof({ weight: 100 - hostile, arbitrary: arb as fc.Arbitrary<unknown> }, { weight: hostile, arbitrary: bad });

  const build = (s: Schema, depth: number): fc.Arbitrary<unknown> => {
    const def = defOf(s);
    if (depth > 8) return wrongType();
    switch (def.type) {
      case 'string':
        return mix(plausibleString(def), hostileString());
      case 'number':
        return mix(numberArb(def), wrongType());
      case 'boolean':
        return mix(fc.boolean(), wrongType());
      case 'enum':
        return mix(fc.constantFrom(...Object.values(def.entries ?? {})), fc.oneof(hostileString(), wrongType()));
      case 'literal':
        return mix(fc.constantFrom(...(def.values ?? [null])), wrongType());
      case 'optional':
        return fc.oneof(fc.constant(undefined), build(def.innerType!, depth));
      case 'nullable':
        return fc.oneof(fc.constant(null), build(def.innerType!, depth));
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.oneof(fc.constant(undefined), build(def.innerType!, depth));
      case 'pipe':
        // z.preprocess(fn, schema) is a pipe from a transform into the schema: the shape is the output side.
        return defOf(def.in!).type === 'transform' || defOf(def.in!).type === 'unknown' ? build(def.out!, depth) : build(def.in!, depth);
      case 'union':
        return fc.oneof(...def.options!.map((o) => build(o, depth)));
      case 'array':
        return mix(fc.array(build(def.element!, depth + 1), { maxLength: 4 }), wrongType());
      case 'record':
        return mix(fc.dictionary(plausibleString(defOf(def.keyType!)), build(def.valueType!, depth + 1), { maxKeys: 3 }), wrongType());
      case 'object': {
        const fields = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, build(value, depth + 1)]));
        const extras = hostile === 0 ? fc.constant(null) : fc.option(extraKeys(), { freq: 3 });
        const shaped = fc.tuple(fc.record(fields, { requiredKeys: [] }), extras).map(([record, extra]) => {
          const out: Record<string, unknown> = { ...record };
          for (const [key, value] of extra ?? []) withOwnKey(out, key, value);
          return out;
        });
        return mix(shaped, fc.oneof(wrongType(), deeplyNested()));
      }
      default:
        // A transform's input or z.unknown(): anything JSON can say.
        return fc.jsonValue({ maxDepth: 3 });
    }
  };
  return build(schema as unknown as Schema, 0);
}

/** Every node of a JSON value with its path (the value itself first). */
function nodesOf(value: unknown, path: string[] = [], out: { path: string[]; value: unknown }[] = []) {
  out.push({ path, value });
  if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) nodesOf(child, [...path, key], out);
  return out;
}

/** `value` with the node at `path` replaced (or, for an object node and `addKey`, given one more key). */
function mutated(value: unknown, path: string[], replacement: unknown, addKey: string | null): unknown {
  if (path.length === 0) {
    if (addKey !== null && value && typeof value === 'object' && !Array.isArray(value)) return withOwnKey({ ...value }, addKey, replacement);
    return replacement;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = mutated(copy[head], rest, replacement, addKey);
  return copy;
}

/**
 * A contract-shaped body with exactly one hostile spot: the likeliest to pass validation everywhere else and reach
 * the code, and the database, behind it.
 */
function oneHostileSpot(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      shapedBody(schema, 0),
      fc.nat(),
      fc.oneof({ weight: 3, arbitrary: hostileString() }, { weight: 1, arbitrary: wrongType() }, { weight: 1, arbitrary: deeplyNested() }),
      fc.option(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('k\u0000', '\ud800', 'extra')), { freq: 4 }),
    )
    .map(([body, pick, replacement, addKey]) => {
      const nodes = nodesOf(body);
      const target = nodes[pick % nodes.length];
      return mutated(body, target.path, replacement, addKey);
    });
}

/** A body as sent: its JSON text, shown shortened (and without walking a deep value) in a counterexample. */
export interface SentBody {
  json: string;
  [fc.toStringMethod](): string;
}

function asSent(value: unknown): SentBody {
  const json = JSON.stringify(value) ?? 'null';
  return { json, [fc.toStringMethod]: () => (json.length > 400 ? `${json.slice(0, 400)}… (${json.length} characters)` : json) };
}

/** JSON text nested far deeper than any value could be built and serialised here, up to the 100 kb body limit. */
const deepText = (): fc.Arbitrary<SentBody> =>
  fc.tuple(fc.integer({ min: 5_000, max: 45_000 }), fc.boolean()).map(([depth, arrays]) => {
    const [open, close] = arrays ? ['[', ']'] : ['{"a":', '}'];
    const json = `${open.repeat(depth)}0${close.repeat(depth)}`;
    return { json, [fc.toStringMethod]: () => `${open}×${depth} (${json.length} characters)` };
  });

/** What a hostile client sends to a call: contract-shaped bodies with hostile parts, random JSON, deep nesting. */
export function hostileBodies(forms: readonly z.ZodType[]): fc.Arbitrary<SentBody> {
  const values = fc.oneof(
    { weight: 10, arbitrary: fc.oneof(...forms.map(oneHostileSpot)) },
    { weight: 6, arbitrary: fc.oneof(...forms.map((form) => shapedBody(form))) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: deeplyNested() },
  );
  return fc.oneof({ weight: 19, arbitrary: values.map(asSent) }, { weight: 1, arbitrary: deepText() });
}
