import { z } from 'zod';
import { API_CALL_LIST, type ApiCall } from './api-calls';
import { ErrorBody } from './common/errors';
import { resolveService } from './routes';

/**
 * GET /api/openapi.json (issue 19 item 5): an OpenAPI 3.1 document generated from the call table (API_CALLS), never
 * written by hand: each call's body, query and answer are its zod schemas as JSON Schema 2020-12 (which OpenAPI 3.1
 * uses), every call answers the one error shape, and the signed-in ones need the bearer token. A call added to the
 * table is documented by that alone. Not exported from the package's index: only the gateway serves it, and the
 * frontends need not carry it.
 */
type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  // `$schema` belongs to a standalone JSON Schema document, not to a schema inside OpenAPI.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/** The query string's fields as OpenAPI parameters (each field of the query's object schema). */
function queryParams(call: ApiCall): JsonSchema[] {
  if (!call.query) return [];
  const schema = toSchema(call.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: (schema.required ?? []).includes(name), schema: property }));
}

const ERRORS: Record<string, string> = {
  '400': 'Bad input: `field` names the part that was refused',
  '401': 'Not signed in, or the token has expired',
  '403': 'Not allowed on the current plan',
  '404': 'Not found, or not the caller’s',
  '409': 'In conflict with the current state',
  '429': 'Too many requests: try again after `Retry-After`',
  '502': 'An AI vendor failed',
};

function operation(call: ApiCall): JsonSchema {
  const status = String(call.status ?? 200);
  const success = call.response
    ? { description: 'Success', content: { 'application/json': { schema: toSchema(call.response, 'output') } } }
    : call.download
      ? { description: 'A file to save', content: { [call.download]: { schema: { type: 'string', contentMediaType: call.download } } } }
      : { description: 'Success, no body' };
  const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
  const parameters = [
    ...pathParams(call.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryParams(call),
  ];
  return {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/^\/api/, '').replace(/[/:-]+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [resolveService(call.path) ?? 'api'],
    ...(call.signedOut ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(call.body, 'input') } } } } : {}),
    ...(call.upload ? { requestBody: { required: true, content: Object.fromEntries(call.upload.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) } } : {}),
    responses: {
      [status]: success,
      ...Object.fromEntries(Object.entries(ERRORS).map(([code, description]) => [code, errorResponse(description)])),
      default: errorResponse('Something went wrong on our side'),
    },
  };
}

export function openApiDocument(version = '1.0.0'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of API_CALL_LIST) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Navia API',
      version,
      description: 'Every public call of Navia, generated from the contracts the servers validate with and the clients parse with.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(API_CALL_LIST.map((call) => resolveService(call.path) ?? 'api'))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in or refresh' } },
      schemas: { ErrorBody: toSchema(ErrorBody, 'output') },
    },
  };
}
