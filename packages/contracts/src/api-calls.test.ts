import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CALL_LIST, API_WRITE_CALLS } from './api-calls';

/** `GET /api/files/{id}` and `GET /api/files/:id` name the same call; a query string is not part of it. */
const callName = (method: string, path: string) => `${method} ${path.split('?')[0].replace(/\{[^}]+\}|:[^/]+/g, ':param')}`;

describe('the call table', () => {
  it('is the calls docs/api.md documents, no more and no fewer', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');
    const documented = new Set([...doc.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]+)`/gm)].map(([, method, path]) => callName(method, path)));
    const tabled = new Set(API_CALL_LIST.map((c) => callName(c.method, c.path)));
    expect([...tabled].filter((c) => !documented.has(c))).toEqual([]);
    expect([...documented].filter((c) => !tabled.has(c))).toEqual([]);
  });

  it('lists every write, each with the schema of its body or none', () => {
    expect(API_WRITE_CALLS.length).toBeGreaterThan(20);
    expect(API_WRITE_CALLS.find((c) => c.path === '/api/brand-data')?.forms).toHaveLength(2);
  });
});
