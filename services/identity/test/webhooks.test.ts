import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateWebhookResponse, PLANS, WebhookDeliveriesResponse, WebhookEventBody, type Task } from '@navia/contracts';
import { onboardedClient, startTestSystem, TestClient, type TestSystem } from '@navia/gateway/test/support/test-system';

jest.setTimeout(180_000);

/** A webhook receiver on this machine: it records every request and answers what it is told to. */
class Receiver {
  readonly requests: Array<{ headers: http.IncomingHttpHeaders; raw: string; body: WebhookEventBody }> = [];
  /** Statuses to answer, in turn; 200 once they run out. */
  answers: number[] = [];
  private server?: http.Server;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        this.requests.push({ headers: req.headers, raw, body: WebhookEventBody.parse(JSON.parse(raw)) });
        res.writeHead(this.answers.shift() ?? 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/navia`;
  }

  /** Waits for the requests `match` accepts to number at least `count` (the deliveries run on the queue). */
  async received(match: (r: Receiver['requests'][number]) => boolean, count = 1, ms = 90_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const hits = this.requests.filter(match);
      if (hits.length >= count) return hits;
      if (Date.now() > deadline) throw new Error(`${count} matching deliveries not received (got ${JSON.stringify(this.requests.map((r) => r.body.type))})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

let sys: TestSystem;
let receiver: Receiver;
beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  sys = await startTestSystem({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await receiver?.stop();
  await sys?.stop();
});

const SPRINT = { templateId: 'five-day-launch-sprint', changeValues: { obj0_kr1: '40', obj1_kr1: '12' }, selectedPercentages: { obj0_kr1: '25', obj1_kr1: '50' } };
const ALL_EVENTS = ['task.completed', 'task.rescheduled', 'strategy.launched', 'strategy.completed', 'file.created'];
const signed = (secret: string, r: Receiver['requests'][number]) =>
  r.headers['x-navia-signature'] === `sha256=${createHmac('sha256', secret).update(`${r.headers['x-navia-timestamp']}.${r.raw}`).digest('hex')}`;

async function webhookFor(client: TestClient, url: string, events = ALL_EVENTS): Promise<CreateWebhookResponse> {
  const res = await client.call('POST', '/api/webhooks', { url, events });
  expect(res.status).toBe(201);
  return CreateWebhookResponse.parse(res.body);
}

const deliveries = async (client: TestClient, id: string) => WebhookDeliveriesResponse.parse((await client.call('GET', `/api/webhooks/${id}/deliveries`)).body).deliveries;

describe('webhooks (issue 19 item 6)', () => {
  it('are for Grow and above; others get 403 naming the plan and can still list', async () => {
    const { client } = await onboardedClient(sys, 'hooks-basic', 'basic');
    const refused = await client.call('POST', '/api/webhooks', { url: receiver.url, events: ['task.completed'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Webhooks require the ${PLANS.pro.name} plan or above`);
    expect((await client.call('GET', '/api/webhooks')).body).toEqual({ webhooks: [], canCreate: false, requiredPlan: 'pro' });
  });

  it('deliver every event type, signed with the webhook’s secret, with a stable event id, and log each delivery', async () => {
    const { client } = await onboardedClient(sys, 'hooks-all', 'pro');
    const hook = await webhookFor(client, `${receiver.url}?user=all`);
    expect(hook.secret).toMatch(/^whsec_/);
    // The receiver is shared: this webhook's deliveries are the ones its secret signs.
    const fromHook = (type: string) => (r: Receiver['requests'][number]) => r.body.type === type && r.headers['x-navia-event'] === type && signed(hook.secret, r);

    const launched = await client.call('POST', '/api/strategies/create-from-template', SPRINT);
    expect(launched.status).toBe(201);
    const [launchEvent] = await receiver.received((r) => fromHook('strategy.launched')(r) && (r.body.data.strategy as { id: string }).id === launched.body.strategyId);
    expect(launchEvent.headers['x-navia-event-id']).toBe(launchEvent.body.id);
    expect(Number(launchEvent.headers['x-navia-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 600);

    const tasks = (await client.call('GET', '/api/tasks')).body.tasks as Task[];
    const free = tasks.find((t) => !t.dependencyId && t.dueDate) as Task;
    expect((await client.call('PATCH', `/api/tasks/${free.id}/status`, { status: 'completed' })).status).toBe(200);
    await receiver.received((r) => fromHook('task.completed')(r) && (r.body.data.task as { id: string }).id === free.id);

    const open = tasks.find((t) => t.id !== free.id && t.dueDate && !t.dependencyId) ?? tasks.find((t) => t.id !== free.id && t.dueDate) as Task;
    const moved = await client.call('PATCH', `/api/tasks/${open.id}`, { dueDate: '2031-01-15' });
    expect(moved.status).toBe(200);
    const [rescheduled] = await receiver.received((r) => fromHook('task.rescheduled')(r) && (r.body.data.task as { id: string }).id === open.id);
    expect(rescheduled.body.data).toMatchObject({ previousDueDate: open.dueDate, task: { dueDate: '2031-01-15' } });

    const file = await client.call('POST', '/api/files/new', { name: 'Launch post' });
    await receiver.received((r) => fromHook('file.created')(r) && (r.body.data.file as { id: string }).id === file.body.file.id);

    expect((await client.call('PATCH', `/api/strategies/${launched.body.strategyId}/status`, { status: 'completed' })).status).toBe(200);
    await receiver.received((r) => fromHook('strategy.completed')(r) && (r.body.data.strategy as { id: string }).id === launched.body.strategyId);

    const log = await deliveries(client, hook.id);
    expect(log.map((d) => d.type).sort()).toEqual([...ALL_EVENTS].sort());
    expect(log.every((d) => d.status === 'delivered' && d.responseCode === 200 && d.attempts === 1)).toBe(true);
    const listed = (await client.call('GET', '/api/webhooks')).body.webhooks[0];
    expect(listed).toMatchObject({ id: hook.id, events: ALL_EVENTS, lastDelivery: { status: 'delivered' } });
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
  });

  it('retries a failing receiver with the same event id until it takes the delivery, and a test event goes to that webhook alone', async () => {
    const { client } = await onboardedClient(sys, 'hooks-retry', 'pro');
    const hook = await webhookFor(client, `${receiver.url}?user=retry`, ['file.created']);
    receiver.answers = [500, 503];
    const test = await client.call('POST', `/api/webhooks/${hook.id}/test`);
    expect(test.status).toBe(202);
    const tries = await receiver.received((r) => r.body.id === test.body.eventId, 3);
    expect(tries.map((r) => r.body.type)).toEqual(['ping', 'ping', 'ping']);
    expect(tries.every((r) => signed(hook.secret, r))).toBe(true);
    let last;
    for (let i = 0; i < 100; i += 1) {
      [last] = await deliveries(client, hook.id);
      if (last?.status === 'delivered') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toMatchObject({ eventId: test.body.eventId, type: 'ping', status: 'delivered', attempts: 3, responseCode: 200 });
  });

  it('keeps a delivery for a receiver that is down and sends it when the receiver is back', async () => {
    const { client } = await onboardedClient(sys, 'hooks-down', 'pro');
    const away = new Receiver();
    await away.start();
    const port = away.port;
    const hook = await webhookFor(client, away.url, ['file.created']);
    await away.stop();
    const file = await client.call('POST', '/api/files/new', { name: 'While the receiver was down' });
    expect(file.status).toBe(201);
    // Attempted and refused, kept pending for the next try.
    let first;
    for (let i = 0; i < 300 && !first?.attempts; i += 1) {
      [first] = await deliveries(client, hook.id);
      if (!first?.attempts) await new Promise((r) => setTimeout(r, 100));
    }
    expect(first).toMatchObject({ status: 'pending', responseCode: null, error: 'The receiver refused the connection' });
    const back = new Receiver();
    await back.start(port);
    try {
      const [got] = await back.received((r) => r.body.type === 'file.created');
      expect((got.body.data.file as { id: string }).id).toBe(file.body.file.id);
      expect(signed(hook.secret, got)).toBe(true);
    } finally {
      await back.stop();
    }
  });

  it('refuse bad input by field, and another user’s webhook is 404', async () => {
    const { client } = await onboardedClient(sys, 'hooks-input', 'pro');
    expect((await client.call('POST', '/api/webhooks', { url: 'ftp://example.com/x', events: ['task.completed'] })).body).toMatchObject({ status: 400, field: 'url' });
    expect((await client.call('POST', '/api/webhooks', { url: receiver.url, events: [] })).body).toMatchObject({ status: 400, field: 'events' });
    expect((await client.call('POST', '/api/webhooks', { url: receiver.url, events: ['task.deleted'] })).body).toMatchObject({ status: 400, field: 'events.0' });
    const hook = await webhookFor(client, receiver.url, ['task.completed']);
    const other = await onboardedClient(sys, 'hooks-other', 'pro');
    expect((await other.client.call('GET', `/api/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    expect((await other.client.call('POST', `/api/webhooks/${hook.id}/test`)).status).toBe(404);
    expect((await other.client.call('DELETE', `/api/webhooks/${hook.id}`)).status).toBe(404);
    expect((await client.call('DELETE', `/api/webhooks/${hook.id}`)).body).toEqual({ success: true, id: hook.id });
  });
});

describe('webhook targets without WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestSystem;
  beforeAll(async () => {
    strict = await startTestSystem({ services: ['identity', 'brand'] });
  });
  afterAll(() => strict?.stop());

  it('refuse private addresses, as the brand analyzer does', async () => {
    const { client } = await onboardedClient(strict, 'hooks-ssrf', 'pro');
    for (const url of ['http://127.0.0.1:9/hook', 'http://10.0.0.5/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data']) {
      const res = await client.call('POST', '/api/webhooks', { url, events: ['task.completed'] });
      expect([url, res.status, res.body.field]).toEqual([url, 400, 'url']);
      expect(res.body.message).toMatch(/only public websites can be called$/);
    }
  });
});
