import { Writable } from 'node:stream';
import Router from '@koa/router';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import { createServiceApp } from './http/app';
import { listen } from './http/server';
import { defineJob } from './jobs/job';
import { InlineRuntime } from './jobs/inline-runtime';
import { createLogger } from './logger';
import { InternalClient } from './internal-client';
import { runJob } from './jobs/perform';
import { jobScopeId } from './request-scope';

it('one request id follows gateway → service → job in the logs, and secrets in the body are never written', async () => {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  const log = createLogger('flow', 'info', sink);
  const jobs = new InlineRuntime(log);
  const job = defineJob({ queue: 'test.flow', name: 'touch', schema: z.object({ id: z.string() }), perform: async (_d, ctx) => ctx.log.info({ password: 'hunter2-secret' }, 'job work') });
  await jobs.startWorkers([job as never]);
  const router = new Router();
  router.post('/things', async (ctx) => {
    ctx.state.log.info({ body: ctx.request.body }, 'creating');
    ctx.body = { jobId: await jobs.enqueue(job, { id: 'abc' }) };
  });
  const app = createServiceApp({ name: 'flow', log, routers: [router], metrics: { production: false }, forwardedBy: null });
  const server = await listen(app.callback(), 0, '127.0.0.1');
  try {
    const requestId = 'gateway-request-0001';
    const res = await fetch(`${server.url}/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId, authorization: 'Bearer very-secret-token' },
      body: JSON.stringify({ password: 'p4ssword-secret', refreshToken: 'rt-secret' }),
    });
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe(requestId);
    const { jobId } = (await res.json()) as { jobId: string };
    await jobs.drain('test.flow');
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const byMsg = (msg: string) => lines.find((l) => l.msg === msg);
    expect(byMsg('request')).toMatchObject({ requestId, status: 200 });
    expect(byMsg('job enqueued')).toMatchObject({ requestId, jobId, queue: 'test.flow' });
    expect(byMsg('job completed')).toMatchObject({ jobId, requestId });
    expect(byMsg('job work')).toMatchObject({ jobId });
    for (const secret of ['p4ssword-secret', 'rt-secret', 'very-secret-token', 'hunter2-secret']) expect(out).not.toContain(secret);
  } finally {
    await server.close();
    await jobs.close();
  }
});

describe('internal calls take the request id from the scope they are made in', () => {
  const echo = { method: 'GET' as const, path: () => '/internal/echo', response: z.object({ seen: z.string() }) };
  const log = createLogger('flow', 'silent');
  let callee: Awaited<ReturnType<typeof listen>>;
  let client: InternalClient;

  beforeAll(async () => {
    // The callee answers the id its request context settled on (the one sent, when valid).
    const router = new Router();
    router.get('/internal/echo', (ctx) => {
      ctx.body = { seen: ctx.state.requestId };
    });
    callee = await listen(createServiceApp({ name: 'callee', log, routers: [router], metrics: { production: false }, forwardedBy: null }).callback(), 0, '127.0.0.1');
    client = new InternalClient({ baseUrl: callee.url, serviceToken: 'test-service-token' });
  });
  afterAll(() => callee.close());

  it("sends the incoming request's id on a call made while handling it, without being handed it", async () => {
    const router = new Router();
    router.get('/things', async (ctx) => {
      ctx.body = await client.call(echo, []);
    });
    const caller = await listen(createServiceApp({ name: 'caller', log, routers: [router], metrics: { production: false }, forwardedBy: null }).callback(), 0, '127.0.0.1');
    try {
      const res = await fetch(`${caller.url}/things`, { headers: { [REQUEST_ID_HEADER]: 'gateway-request-0002' } });
      expect(await res.json()).toEqual({ seen: 'gateway-request-0002' });
    } finally {
      await caller.close();
    }
  });

  it('sends the id of the job being run outside any request (a BullMQ worker), which its log lines carry too', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        out += String(chunk);
        done();
      },
    });
    const job = defineJob({ queue: 'test.flow', name: 'call', schema: z.object({}), perform: () => client.call(echo, []) });
    const answer = await runJob(job as never, {}, 'task-finished-42', 1, createLogger('flow', 'info', sink));
    const expected = jobScopeId('test.flow', 'task-finished-42');
    expect(expected).toBe('job-test.flow-task-finished-42');
    expect(answer).toEqual({ seen: expected });
    const completed = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'job completed');
    expect(completed).toMatchObject({ jobId: 'task-finished-42', requestId: expected });
    // Outside both, nothing is sent and the callee gives the call an id of its own.
    expect((await client.call(echo, [])).seen).toMatch(/^[0-9a-f-]{36}$/);
  });
});
