import Koa from 'koa';
import { findUnsafeText, MAX_INPUT_DEPTH } from './unsafe-text';
import { publicRoute } from './route';
import { unsafeTextGuard } from './validate';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('findUnsafeText', () => {
  it.each([
    ['a NUL in a nested string', { brandData: { personas: { users: [{ name: 'Ann\u0000' }] } } }, ['brandData', 'personas', 'users', '0', 'name'], 'nul'],
    ['a lone high surrogate', { companyName: 'Caf\ud800' }, ['companyName'], 'surrogate'],
    ['a lone low surrogate', { companyName: '\udc00 x' }, ['companyName'], 'surrogate'],
    ['a high surrogate at the end', { companyName: 'x\ud83d' }, ['companyName'], 'surrogate'],
    ['a NUL in an object key (shown as U+FFFD)', { changeValues: { 'obj0\u0000': '1' } }, ['changeValues', 'obj0\ufffd'], 'nul'],
    ['a lone surrogate in a key', { ['\ud800']: 1 }, ['\ufffd'], 'surrogate'],
    ['a bare string body', 'x\u0000', [], 'nul'],
  ])('finds %s', (_name, value, path, reason) => {
    expect(findUnsafeText(value)).toEqual({ path, reason });
  });

  it.each([
    ['plain text', { a: 'Bean There Café', b: ['x', 1, true, null] }],
    ['a well-formed surrogate pair (emoji)', { emoji: '🚀✨', key: { '😀': 'ok' } }],
    ['numbers, booleans and null', [1, 2.5, false, null]],
    ['nesting up to the limit', nested(MAX_INPUT_DEPTH - 1)],
  ])('accepts %s', (_name, value) => {
    expect(findUnsafeText(value)).toBeNull();
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    expect(findUnsafeText(nested(MAX_INPUT_DEPTH + 1))?.reason).toBe('depth');
    // Far deeper than the call stack could follow.
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)?.reason).toBe('depth');
  });
});

describe('unsafeTextGuard', () => {
  const run = (request: unknown, query: Record<string, string> = {}) => {
    const ctx = { request: { body: request }, query, state: {} } as unknown as Koa.Context;
    const next = jest.fn(async () => undefined);
    return { promise: unsafeTextGuard()(ctx, next), next };
  };

  it('answers 400 naming the body field, before any route', async () => {
    const { promise, next } = run({ companyName: 'a\u0000b' });
    await expect(promise).rejects.toMatchObject({ status: 400, error: 'validation_error', field: 'companyName' });
    expect(next).not.toHaveBeenCalled();
  });

  it('names the query parameter', async () => {
    const { promise } = run(undefined, { brandId: '\ud800' });
    await expect(promise).rejects.toMatchObject({ status: 400, field: 'brandId' });
  });

  it('lets clean requests through', async () => {
    const { promise, next } = run({ companyName: 'Bean 🚀' }, { q: 'x' });
    await promise;
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('a route refuses an unsafe route param before its schema and its handler', async () => {
    const ctx = { request: {}, query: {}, params: { tag: 'seo\u0000' }, state: {} } as unknown as Koa.Context;
    const handler = jest.fn();
    await expect(publicRoute(handler)(ctx, jest.fn())).rejects.toMatchObject({ status: 400, field: 'tag' });
    expect(handler).not.toHaveBeenCalled();
  });
});
