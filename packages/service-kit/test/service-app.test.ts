import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { ErrorBody } from '@navia/contracts';
import { createServiceApp } from '../src/http/app';
import { publicRoute, route } from '../src/http/route';
import { auth } from '../src/auth/middleware';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, signAccessToken } from '../src/auth/jwt';
import { generateSecrets } from '../src/secrets';
import { AccessTokenVerifier } from '../src/auth/access-token-verifier';
import { RevokedSessions } from '../src/auth/revoked-sessions';

const secrets = generateSecrets();
const otherSecrets = generateSecrets();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Log lines the app wrote, parsed, so a test can see what was logged for a request. */
const logLines: Array<Record<string, any>> = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
    done();
  },
});
const log = pino({ level: 'info' }, logStream);

const ThingBody = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  settings: z.object({ timezone: z.string().min(1, 'Time zone is required') }),
});

const router = new Router();
router.post('/things', publicRoute({ body: ThingBody }, (ctx, { body }) => {
  ctx.status = 201;
  ctx.body = { ok: true, thing: body };
}));
router.get('/me', auth(new AccessTokenVerifier(secrets.jwtPublicKey, new RevokedSessions(600_000))), route((ctx, { auth }) => {
  ctx.body = { auth };
}));
router.get('/boom', () => {
  throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
});
router.get('/teapot', (ctx) => {
  ctx.throw(400, 'You asked for tea');
});

const app = createServiceApp({
  name: 'things',
  log,
  routers: [router],
  bodyLimit: '1kb',
  forwardedBy: null,
  readiness: {
    database: async () => undefined,
    queue: async () => {
      throw new Error('redis unreachable at 127.0.0.1:1');
    },
  },
});
const server = app.callback();

function expectErrorShape(body: unknown, error: string, status: number) {
  expect(ErrorBody.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({ ok: false, error, status });
  // Only the documented keys, never a stack or internals.
  expect(Object.keys(body as object).sort()).toEqual(expect.arrayContaining(['error', 'message', 'ok', 'status']));
  for (const key of Object.keys(body as object)) expect(['ok', 'error', 'status', 'message', 'field']).toContain(key);
}

function claims() {
  return { sub: randomUUID(), sid: randomUUID(), pla: 'starter' as const };
}

describe('createServiceApp', () => {
  describe('request bodies', () => {
    it('answers 400 malformed_json for a body that is not JSON', async () => {
      const res = await request(server).post('/things').set('content-type', 'application/json').send('{"name": "x",');
      expect(res.status).toBe(400);
      expect(res.type).toBe('application/json');
      expectErrorShape(res.body, 'malformed_json', 400);
      expect(res.body.field).toBe('body');
    });

    it('answers 413 payload_too_large for a body over the limit, before the handler runs', async () => {
      const res = await request(server)
        .post('/things')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ name: 'x'.repeat(2048), settings: { timezone: 'UTC' } }));
      expect(res.status).toBe(413);
      expectErrorShape(res.body, 'payload_too_large', 413);
      expect(res.body.message).toContain('1kb');
    });

    it('accepts a body just under the limit', async () => {
      const res = await request(server).post('/things').send({ name: 'x'.repeat(900), settings: { timezone: 'UTC' } });
      expect(res.status).toBe(201);
    });

    it('answers 400 validation_error naming the nested field at fault', async () => {
      const res = await request(server).post('/things').send({ name: 'Desk', settings: {} });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'validation_error', 400);
      expect(res.body.field).toBe('settings.timezone');
      expect(res.body.message).toBe('settings.timezone is required');
    });

    it("passes the schema's message through for an invalid value", async () => {
      const res = await request(server).post('/things').send({ name: '   ', settings: { timezone: 'UTC' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'name', message: 'name: Name is required' });
    });

    it('hands the handler the parsed body', async () => {
      const res = await request(server).post('/things').send({ name: '  Desk ', settings: { timezone: 'UTC' }, extra: 'dropped' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true, thing: { name: 'Desk', settings: { timezone: 'UTC' } } });
    });
  });

  describe('auth', () => {
    it('lets a valid bearer token through and exposes who is calling', async () => {
      const c = claims();
      const token = signAccessToken(c, secrets.jwtPrivateKey, 60);
      const res = await request(server).get('/me').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.auth).toEqual({ userId: c.sub, sessionId: c.sid, plan: 'starter', admin: false });
    });

    it("exposes the token's time zone claim; a token without one (issued before the claim existed) has none", async () => {
      const c = { ...claims(), tz: 'Asia/Kolkata' };
      const res = await request(server).get('/me').set('authorization', `Bearer ${signAccessToken(c, secrets.jwtPrivateKey, 60)}`);
      expect(res.status).toBe(200);
      expect(res.body.auth).toEqual({ userId: c.sub, sessionId: c.sid, plan: 'starter', admin: false, timeZone: 'Asia/Kolkata' });
      // A zone the runtime does not know is not a token identity signed.
      const bad = await request(server).get('/me').set('authorization', `Bearer ${signAccessToken({ ...claims(), tz: 'Mars/Olympus' }, secrets.jwtPrivateKey, 60)}`);
      expect(bad.status).toBe(401);
    });

    it('answers 401 unauthorized without a token', async () => {
      const res = await request(server).get('/me');
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'unauthorized', 401);
    });

    const now = () => Math.floor(Date.now() / 1000);
    const badTokens: Array<[string, () => string]> = [
      ['a non-bearer scheme', () => `Basic ${Buffer.from('a:b').toString('base64')}`],
      ['garbage', () => 'Bearer not.a.jwt'],
      [
        'a tampered payload',
        () => {
          const [h, , s] = signAccessToken(claims(), secrets.jwtPrivateKey, 60).split('.');
          const forged = Buffer.from(JSON.stringify({ ...claims(), pla: 'enterprise', iat: now(), exp: now() + 60, iss: JWT_ISSUER, aud: JWT_AUDIENCE })).toString('base64url');
          return `Bearer ${h}.${forged}.${s}`;
        },
      ],
      ['a token signed by another key', () => `Bearer ${signAccessToken(claims(), otherSecrets.jwtPrivateKey, 60)}`],
      ['an HS256 token using the public key as secret', () => `Bearer ${jwt.sign(claims(), secrets.jwtPublicKey, { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: 60 })}`],
      ['a token for another audience', () => `Bearer ${jwt.sign(claims(), secrets.jwtPrivateKey, { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, audience: 'elsewhere', expiresIn: 60 })}`],
      ['a token with an unknown plan', () => `Bearer ${jwt.sign({ ...claims(), pla: 'gold' }, secrets.jwtPrivateKey, { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: 60 })}`],
    ];

    it.each(badTokens)('answers 401 unauthorized for %s', async (_what, header) => {
      const res = await request(server).get('/me').set('authorization', header());
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'unauthorized', 401);
      expect(res.body.auth).toBeUndefined();
    });

    it('answers 401 token_expired for an expired token', async () => {
      const token = jwt.sign({ ...claims(), iat: now() - 120, exp: now() - 60 }, secrets.jwtPrivateKey, {
        algorithm: JWT_ALGORITHM,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      const res = await request(server).get('/me').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'token_expired', 401);
    });
  });

  describe('unexpected errors', () => {
    it('answers 500 internal_error without leaking the message or stack, and logs it with the request id', async () => {
      const requestId = `boom-${randomUUID()}`;
      const res = await request(server).get('/boom').set('x-request-id', requestId);
      expect(res.status).toBe(500);
      expectErrorShape(res.body, 'internal_error', 500);
      expect(res.text).not.toMatch(/hunter2|ECONNREFUSED|10\.0\.0\.5|at .*\.ts:\d+/);
      const logged = logLines.find((l) => l.requestId === requestId && l.level === 50);
      expect(logged?.err?.message).toContain('ECONNREFUSED');
    });

    it('keeps an exposed 4xx from ctx.throw as a client error in the one shape', async () => {
      const res = await request(server).get('/teapot');
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'bad_request', 400);
      expect(res.body.message).toBe('You asked for tea');
    });

    // Regression: @koa/router's allowedMethods() once answered this in text/plain.
    it('answers a wrong method on a known route with a JSON 405 in the one error shape', async () => {
      const res = await request(server).delete('/me');
      expect(res.status).toBe(405);
      expect(res.type).toBe('application/json');
      expect(ErrorBody.safeParse(res.body).success).toBe(true);
      expect(res.body).toMatchObject({ ok: false, status: 405 });
    });

    it('answers an unknown route with a JSON 404', async () => {
      const res = await request(server).get('/nowhere');
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expectErrorShape(res.body, 'not_found', 404);
    });
  });

  describe('health', () => {
    it('/healthz answers 200 with the service name', async () => {
      const res = await request(server).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, service: 'things' });
    });

    it('/readyz answers 503 naming the check that threw, and reports the others', async () => {
      const res = await request(server).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ok: false, service: 'things', checks: { database: 'ok', queue: 'redis unreachable at 127.0.0.1:1' } });
    });

    it('/readyz answers 200 when every check passes', async () => {
      const healthy = createServiceApp({ name: 'fine', log, routers: [], readiness: { database: async () => undefined }, forwardedBy: null });
      const res = await request(healthy.callback()).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, service: 'fine', checks: { database: 'ok' } });
    });
  });

  describe('request ids', () => {
    it('echoes a valid incoming x-request-id', async () => {
      const res = await request(server).get('/healthz').set('x-request-id', 'req-abc_123.xyz');
      expect(res.headers['x-request-id']).toBe('req-abc_123.xyz');
    });

    it('generates one when none is sent', async () => {
      const res = await request(server).get('/healthz');
      expect(res.headers['x-request-id']).toMatch(UUID);
    });

    it.each(['short', 'has spaces in it', 'semi;colon;injection', 'x'.repeat(129)])('replaces the invalid id %j with a generated one', async (bad) => {
      const res = await request(server).get('/healthz').set('x-request-id', bad);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });

    it('sets the id on error answers too', async () => {
      const res = await request(server).get('/nowhere').set('x-request-id', 'missing-route-1');
      expect(res.headers['x-request-id']).toBe('missing-route-1');
    });
  });
});
