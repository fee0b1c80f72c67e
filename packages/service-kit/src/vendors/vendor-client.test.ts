import { fakeMindStudioServer, fakeOpenAiServer, type FakeVendorServer } from '../testing/vendor-fakes';
import { MindStudioClient } from './mindstudio-client';
import { OpenAiCompatibleClient } from './openai-compatible-client';
import type { VendorCaller } from './vendor-http';

// Two callers with errors of their own, as the brand analyzers and the content writers are.
class ReaderError extends Error {
  detail?: string;
  constructor(
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
  }
}
class DrafterError extends Error {
  detail?: string;
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const reader = (over: Partial<VendorCaller> = {}): VendorCaller => ({
  label: 'The test reader',
  missing: 'a reading',
  error: (message, status) => new ReaderError(message, status),
  timeoutMs: 3000,
  retries: 2,
  backoffMs: 20,
  ...over,
});
const drafter = (over: Partial<VendorCaller> = {}): VendorCaller => ({
  label: 'The test drafter',
  missing: 'a draft',
  error: (message, status) => new DrafterError(message, status),
  timeoutMs: 3000,
  retries: 2,
  backoffMs: 20,
  ...over,
});

let ms: FakeVendorServer;
let oa: FakeVendorServer;
beforeAll(async () => {
  [ms, oa] = await Promise.all([
    fakeMindStudioServer({ apiKey: 'ms-key', result: (body) => `ran ${body?.workerId} on ${body?.variables?.topic}`, apps: [{ id: 'w-1', name: 'Writer' }, { id: 'w-2' }] }),
    fakeOpenAiServer({ apiKey: 'sk-key', reply: (body) => `model ${body?.model} says hi`, usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } }),
  ]);
});
afterAll(() => Promise.all([ms.close(), oa.close()]));
beforeEach(() => {
  ms.requests.length = 0;
  oa.requests.length = 0;
});

const mindstudio = (caller: VendorCaller = reader(), over: { apiKey?: string; runPath?: string; loadPath?: string } = {}) =>
  new MindStudioClient({ baseUrl: `${ms.url}/`, apiKey: 'ms-key', runPath: '/developer/v2/agents/run', loadPath: '/developer/v2/agents/load', ...over }, caller);
const openai = (caller: VendorCaller = drafter(), apiKey: string | undefined = 'sk-key') => new OpenAiCompatibleClient({ baseUrl: `${oa.url}/v1/`, apiKey }, caller);
const run = { workerId: 'w-1', workflow: 'Main.flow', variables: { topic: 'coffee' } };

async function failure(p: Promise<unknown>): Promise<unknown> {
  const outcome = await p.then(
    () => 'resolved',
    (e: unknown) => e,
  );
  if (outcome === 'resolved') throw new Error('expected the call to fail');
  return outcome;
}

describe('MindStudio client', () => {
  it('runs a worker with our key and returns its result', async () => {
    await expect(mindstudio().run(run)).resolves.toBe('ran w-1 on coffee');
    expect(ms.requests).toHaveLength(1);
    expect(ms.requests[0]).toMatchObject({ method: 'POST', path: '/developer/v2/agents/run', body: { workerId: 'w-1', workflow: 'Main.flow', variables: { topic: 'coffee' } } });
    expect(ms.requests[0].headers.authorization).toBe('Bearer ms-key');
    expect(ms.requests[0].body.appId).toBeUndefined();
  });

  it('names the worker appId as well on the legacy apps path', async () => {
    await failure(mindstudio(reader(), { runPath: '/developer/v2/apps/run' }).run(run)); // the fake knows only the current path
    expect(ms.requests[0]).toMatchObject({ path: '/developer/v2/apps/run', body: { workerId: 'w-1', appId: 'w-1' } });
  });

  it('retries a 429 after the Retry-After the vendor asked for, not its own shorter backoff', async () => {
    ms.queue({ kind: 'error', status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '1' } });
    await expect(mindstudio(reader({ backoffMs: 20 })).run(run)).resolves.toBe('ran w-1 on coffee');
    expect(ms.requests).toHaveLength(2);
    expect(ms.requests[1].at - ms.requests[0].at).toBeGreaterThanOrEqual(950);
  });

  it('retries 502, 503 and 504 after its backoff when no Retry-After is given', async () => {
    ms.queue({ kind: 'error', status: 502, body: 'Bad gateway' }, { kind: 'error', status: 503, body: {} }, { kind: 'error', status: 504, body: {} });
    await expect(mindstudio(reader({ retries: 3 })).run(run)).resolves.toBe('ran w-1 on coffee');
    expect(ms.requests).toHaveLength(4);
  });

  it('caps a long Retry-After at the caller’s ceiling', async () => {
    ms.queue({ kind: 'error', status: 429, body: {}, headers: { 'retry-after': '60' } });
    await expect(mindstudio(reader({ maxRetryAfterMs: 200, timeoutMs: 5000 })).run(run)).resolves.toBe('ran w-1 on coffee');
    const gap = ms.requests[1].at - ms.requests[0].at;
    expect(gap).toBeGreaterThanOrEqual(150);
    // Uncapped, the wait would run into the 5 s deadline and the call would fail.
    expect(gap).toBeLessThan(4000);
  });

  it('does not wait past its deadline for a Retry-After: the deadline’s error comes at the deadline', async () => {
    ms.queue({ kind: 'error', status: 429, body: {}, headers: { 'retry-after': '5' } });
    const started = Date.now();
    const err = await failure(mindstudio(reader({ timeoutMs: 400 })).run(run));
    expect(err).toBeInstanceOf(ReaderError);
    expect((err as ReaderError).message).toBe('The test reader did not answer within 0.4 s');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(ms.requests).toHaveLength(1);
  });

  it('says it is rate limited once its retries are spent', async () => {
    ms.queue(...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 429, body: { message: 'slow down' }, headers: { 'retry-after': '0' } })));
    const err = (await failure(mindstudio(reader({ retries: 2 })).run(run))) as ReaderError;
    expect(err).toMatchObject({ message: 'The test reader is rate limiting us (HTTP 429)', upstreamStatus: 429, detail: 'slow down' });
    expect(ms.requests).toHaveLength(3);
  });

  it('gives up at its deadline on a slow answer', async () => {
    // The answer would come (and succeed) after 5 s: failing proves the deadline.
    ms.queue({ kind: 'slow', delayMs: 5000 });
    const started = Date.now();
    const err = (await failure(mindstudio(reader({ timeoutMs: 250 })).run(run))) as ReaderError;
    expect(err).toBeInstanceOf(ReaderError);
    expect(err.message).toBe('The test reader did not answer within 0.3 s');
    expect(err.upstreamStatus).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it.each([
    [400, { error: 'Bad Request', message: 'variables must be an object' }, 'answered with an error (HTTP 400)', 'variables must be an object'],
    [403, { error: 'Forbidden', message: 'worker not in this org' }, 'refused our credentials (HTTP 403)', 'worker not in this org'],
    [404, { error: 'Not found' }, 'answered with an error (HTTP 404)', 'Not found'],
    [500, { error: 'Internal', message: 'node ms-eu-7 crashed' }, 'answered with an error (HTTP 500)', 'node ms-eu-7 crashed'],
  ])('does not retry HTTP %i, and keeps the vendor’s words for the log only', async (status, body, sentence, detail) => {
    ms.queue({ kind: 'error', status, body });
    const err = (await failure(mindstudio().run(run))) as ReaderError;
    expect(err).toMatchObject({ message: `The test reader ${sentence}`, upstreamStatus: status, detail });
    expect(ms.requests).toHaveLength(1);
  });

  it('maps the same failure to each caller’s own error and words', async () => {
    const [a, b] = await Promise.all([failure(mindstudio(reader(), { apiKey: 'wrong' }).run(run)), failure(mindstudio(drafter(), { apiKey: 'wrong' }).run(run))]);
    expect(a).toBeInstanceOf(ReaderError);
    expect(a).toMatchObject({ message: 'The test reader refused our credentials (HTTP 401)', upstreamStatus: 401, detail: 'Invalid API key ms-…key' });
    expect(b).toBeInstanceOf(DrafterError);
    expect(b).toMatchObject({ message: 'The test drafter refused our credentials (HTTP 401)', status: 401, detail: 'Invalid API key ms-…key' });
    expect(ms.requests).toHaveLength(2); // one each: a refused key is not retried
  });

  it('retries a dropped connection, and says it could not be reached when every try drops', async () => {
    ms.queue({ kind: 'drop' });
    await expect(mindstudio(reader({ retries: 1 })).run(run)).resolves.toBe('ran w-1 on coffee');
    expect(ms.requests).toHaveLength(2);
    ms.requests.length = 0;
    ms.queue({ kind: 'drop' }, { kind: 'drop' });
    const err = (await failure(mindstudio(reader({ retries: 1 })).run(run))) as ReaderError;
    expect(err.message).toBe('The test reader could not be reached');
    expect(err.detail).toBeTruthy();
    expect(ms.requests).toHaveLength(2);
  });

  it('rethrows the caller’s own abort as is, not as a vendor failure', async () => {
    ms.queue({ kind: 'hang' });
    const controller = new AbortController();
    const call = failure(mindstudio().run(run, { signal: controller.signal }));
    await ms.received(1);
    controller.abort();
    const err = await call;
    ms.release();
    expect(err).not.toBeInstanceOf(ReaderError);
    expect((err as Error).name).toBe('AbortError');
    expect(ms.requests).toHaveLength(1);
  });

  it('reports a run that failed and an answer without a result in the caller’s words', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, error: { message: 'workflow crashed' } }) });
    expect(await failure(mindstudio().run(run))).toMatchObject({ message: 'The test reader reported that the run failed', detail: 'workflow crashed' });
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, threadId: 't' }) });
    expect(await failure(mindstudio(drafter()).run(run))).toMatchObject({ message: 'The test drafter answered without a draft' });
  });

  it('lists the account’s workers, and refuses a list in another shape', async () => {
    await expect(mindstudio().listWorkers()).resolves.toEqual([
      { id: 'w-1', name: 'Writer', description: '', slug: null },
      { id: 'w-2', name: 'w-2', description: '', slug: null },
    ]);
    expect(ms.requests[0]).toMatchObject({ method: 'GET', path: '/developer/v2/agents/load' });
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ workers: [] }) });
    expect(await failure(mindstudio().listWorkers())).toMatchObject({ message: 'The test reader answered the worker list in an unknown shape' });
  });
});

describe('OpenAI-compatible client', () => {
  it('sends a non-streaming chat completion with the key, and returns the message and usage', async () => {
    const reply = await openai().complete({ model: 'm-1', messages: [{ role: 'user', content: 'hello' }], temperature: 0.3, maxTokens: 500 });
    expect(reply).toEqual({ content: 'model m-1 says hi', usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } });
    expect(oa.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'm-1', messages: [{ role: 'user', content: 'hello' }], temperature: 0.3, max_tokens: 500, stream: false },
    });
    expect(oa.requests[0].headers.authorization).toBe('Bearer sk-key');
  });

  it('sends no Authorization header and no max_tokens when there are none', async () => {
    const local = await fakeOpenAiServer({ apiKey: '', reply: () => 'ok' });
    try {
      await new OpenAiCompatibleClient({ baseUrl: `${local.url}/v1` }, drafter()).complete({ model: 'llama3', messages: [{ role: 'user', content: 'hi' }] });
      expect(local.requests[0].headers.authorization).toBeUndefined();
      expect(local.requests[0].body).not.toHaveProperty('max_tokens');
    } finally {
      await local.close();
    }
  });

  it('retries a 429 with an HTTP-date Retry-After', async () => {
    oa.queue({ kind: 'error', status: 429, body: { error: { message: 'Rate limit reached' } }, headers: { 'retry-after': new Date(Date.now() + 1500).toUTCString() } });
    await expect(openai().complete({ model: 'm', messages: [] })).resolves.toMatchObject({ content: 'model m says hi' });
    expect(oa.requests).toHaveLength(2);
    // An HTTP date has whole seconds: at least half a second of the asked wait remains after rounding down.
    expect(oa.requests[1].at - oa.requests[0].at).toBeGreaterThanOrEqual(400);
  });

  it('maps OpenAI’s error body without the key fragment, and an empty message in the caller’s words', async () => {
    const err = await failure(openai(drafter(), 'sk-wrong').complete({ model: 'm', messages: [] }));
    expect(err).toMatchObject({ message: 'The test drafter refused our credentials (HTTP 401)', status: 401 });
    expect((err as DrafterError).detail).toMatch(/Incorrect API key/);
    expect((err as Error).message).not.toContain('sk-');
    oa.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ choices: [{ message: { content: '  ' } }] }) });
    expect(await failure(openai(reader()).complete({ model: 'm', messages: [] }))).toMatchObject({ message: 'The test reader answered without a reading' });
  });
});
