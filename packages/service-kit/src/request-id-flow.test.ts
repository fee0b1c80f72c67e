import { Writable } from 'node:stream';
import Router from '@koa/router';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import { createServiceApp } from './http/app';
import { listen } from './http/server';
import { defineJob } from './jobs/job';
import { InlineRuntime } from './jobs/inline-runtime';
import { createLogger } from './logger';

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
