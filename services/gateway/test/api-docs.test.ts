import { API_CALL_LIST } from '@navia/contracts';
import { createLogger, listen } from '@navia/service-kit';
import { createGatewayApp } from '../src/gateway-app';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const app = createGatewayApp({ log: createLogger('api-docs-test', 'silent'), dispatch: {} as never, staticRoot: '/nonexistent', warmStatic: false });
  server = await listen(app.callback(), 0, '127.0.0.1');
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.url}${path}`);

describe('the API reference (issue 19 item 5)', () => {
  it('is an OpenAPI 3.1 document an OpenAPI validator accepts, generated from every call of the contracts', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[] }>> };
    // An ES module only: loaded the way jest can (the integration projects run with --experimental-vm-modules).
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const verdict = await new Validator().validate(doc as never);
    expect(verdict.errors).toBeUndefined();
    expect(verdict.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');

    for (const call of API_CALL_LIST) {
      const operation = doc.paths[call.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect({ call: `${call.method} ${call.path}`, documented: Boolean(operation) }).toEqual({ call: `${call.method} ${call.path}`, documented: true });
      expect(Boolean(operation?.requestBody)).toBe(call.body !== null || call.upload !== undefined);
      expect(operation?.responses.default).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }));
      // Signed-out calls need no token; every other one the bearer token (the document's default).
      expect(operation?.security).toEqual(call.signedOut ? [] : undefined);
    }
    // A body's schema is the contract's: the reschedule call's date, the sign-in's fields.
    const reschedule = doc.paths['/api/tasks/{id}'].patch.requestBody as { content: { 'application/json': { schema: { required: string[] } } } };
    expect(reschedule.content['application/json'].schema.required).toEqual(['dueDate']);
  });

  it('is rendered at /api/docs by a viewer served from our own files, under a strict script policy', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    // No CDN: every address in the page is our own.
    expect(html.match(/(?:src|href)="([^"]+)"/g)?.every((attr) => attr.includes('"/api/'))).toBe(true);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/init.js']) {
      const res = await get(asset);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
      expect((await res.text()).length).toBeGreaterThan(10);
    }
    expect((await get('/api/docs/../../package.json')).status).not.toBe(200);
  });
});
