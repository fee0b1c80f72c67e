import { WriterError } from './content-writer';
import { createWriter } from './create-writer';
import { CAFE, requestFor } from './composer/fixtures/brands';
import type { FakeVendorServer } from '@navia/service-kit/testing';
import { fakeMindStudio, fakeOpenAi } from './fixtures/fake-writers';
import { MindStudioWriter } from './mindstudio-writer';
import { OfflineComposer } from './offline-composer';
import { OpenAiWriter } from './openai-writer';
import { loadContentSettings } from '../settings';

const request = requestFor(CAFE, 'instagram-caption', 'Skip the morning line', {
  format: {
    ...requestFor(CAFE, 'instagram-caption', 'x').format,
    mindstudio: { workerId: 'worker-writer', workflow: 'Caption.flow', defaultVariables: { formatName: 'Instagram Caption', length: '60-220 words' } },
  },
  maxTokens: 2000,
  extraVariables: { campaign: 'autumn', topic: 'not this one' },
});

let ms: FakeVendorServer;
let oa: FakeVendorServer;
beforeAll(async () => {
  [ms, oa] = await Promise.all([fakeMindStudio('ms-key'), fakeOpenAi('sk-key')]);
});
afterAll(() => Promise.all([ms.close(), oa.close()]));
beforeEach(() => {
  ms.requests.length = 0;
  oa.requests.length = 0;
});

const mindstudio = (over: Partial<ConstructorParameters<typeof MindStudioWriter>[0]> = {}) =>
  new MindStudioWriter({ baseUrl: ms.url, apiKey: 'ms-key', runPath: '/developer/v2/agents/run', loadPath: '/developer/v2/agents/load', timeoutMs: 2000, retries: 2, maxTokens: 4000, ...over });
const openai = (over: Partial<ConstructorParameters<typeof OpenAiWriter>[0]> = {}) =>
  new OpenAiWriter({ baseUrl: `${oa.url}/v1/`, apiKey: 'sk-key', model: 'test-model', temperature: 0.5, timeoutMs: 2000, retries: 2, maxTokens: 4000, ...over });

async function writerError(p: Promise<unknown>): Promise<WriterError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof WriterError)) throw new Error(`expected a WriterError, got ${String(err)}`);
  return err;
}

describe('MindStudio writer', () => {
  it('runs the format’s worker with its default variables, ours on top, and reads the draft in result', async () => {
    const result = await mindstudio().write(request);
    expect(result.content).toBe('# Remote draft about Skip the morning line\n\nWritten by the remote writer.\n\nBook your spot today.');
    const req = ms.requests[0];
    expect(req.headers.authorization).toBe('Bearer ms-key');
    expect(req.body.workerId).toBe('worker-writer');
    expect(req.body.workflow).toBe('Caption.flow');
    expect(req.body.variables).toMatchObject({
      formatName: 'Instagram Caption',
      length: '60-220 words',
      campaign: 'autumn',
      // A caller's variable never replaces one we set.
      topic: 'Skip the morning line',
      userID: request.userId,
      audience: 'Commuter Chris',
      offer: 'Morning Pass',
      platform: 'Instagram',
      format: 'Instagram Caption',
      maxTokens: 2000,
      companyName: 'Bean There Café',
      toneOfVoice: 'Friendly, Upbeat',
    });
    expect(req.body.variables.brief).toContain('### Social media\nMonday called. We answered with a double shot!');
    expect(req.body.variables.instructions).toMatch(/brand voice/);
  });

  it('sends appId as well on the legacy apps path', async () => {
    await mindstudio({ runPath: '/developer/v2/apps/run' }).write(request).catch(() => undefined);
    expect(ms.requests[0].body.appId).toBe('worker-writer');
  });

  it('asks for the configured maximum when the plan sets no token limit', async () => {
    await mindstudio({ maxTokens: 1234 }).write({ ...request, maxTokens: null });
    expect(ms.requests[0].body.variables.maxTokens).toBe(1234);
  });

  it('retries 429 (honouring Retry-After) and 502/503/504, then answers', async () => {
    ms.queue(
      { kind: 'error', status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '1' } },
      { kind: 'error', status: 502, body: 'Bad gateway' },
    );
    const started = Date.now();
    const result = await mindstudio({ retries: 3, timeoutMs: 5000 }).write(request);
    expect(result.content).toContain('Remote draft');
    expect(ms.requests).toHaveLength(3);
    // The second try waited for Retry-After (1 s).
    expect(ms.requests[1].at - ms.requests[0].at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('stops after its retries and says so without the vendor’s words', async () => {
    ms.queue(
      { kind: 'error', status: 503, body: { error: 'Service Unavailable' } },
      { kind: 'error', status: 503, body: { error: 'Service Unavailable' } },
      { kind: 'error', status: 503, body: { error: 'Service Unavailable', message: 'node ms-internal-7 down' } },
    );
    const err = await writerError(mindstudio({ retries: 2, timeoutMs: 8000 }).write(request));
    expect(err.message).toBe('The mindstudio writer answered with an error (HTTP 503)');
    expect(err.detail).toBe('node ms-internal-7 down');
    expect(ms.requests).toHaveLength(3);
  });

  it('does not retry a refused key', async () => {
    const err = await writerError(mindstudio({ apiKey: 'wrong' }).write(request));
    expect(err).toMatchObject({ message: 'The mindstudio writer refused our credentials (HTTP 401)', upstreamStatus: 401, detail: 'Invalid API key ms-…key' });
    expect(ms.requests).toHaveLength(1);
  });

  it('gives up at its deadline on a slow worker, retries included', async () => {
    ms.queue({ kind: 'slow', delayMs: 1500 });
    const started = Date.now();
    const err = await writerError(mindstudio({ timeoutMs: 300 }).write(request));
    expect(err.message).toBe('The mindstudio writer did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports success:false, a missing draft and a dropped connection', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, error: { message: 'workflow crashed' } }) });
    expect((await writerError(mindstudio().write(request))).message).toBe('The mindstudio writer reported that the run failed');
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, threadId: 't', result: '  ' }) });
    expect((await writerError(mindstudio().write(request))).message).toBe('The mindstudio writer answered without a draft');
    ms.queue({ kind: 'drop' }, { kind: 'drop' });
    expect((await writerError(mindstudio({ retries: 1, timeoutMs: 5000 }).write(request))).message).toBe('The mindstudio writer could not be reached');
  });

  it('reads a draft nested in an object result', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, result: { output: 1, content: { text: 'Nested draft' } } }) });
    expect((await mindstudio().write(request)).content).toBe('Nested draft');
  });

  it('lists the account’s workers', async () => {
    const workers = await mindstudio().workers();
    expect(workers.map((w) => w.id)).toEqual(['worker-writer', 'worker-analyzer']);
    expect(ms.requests[0]).toMatchObject({ method: 'GET', path: '/developer/v2/agents/load' });
  });
});

describe('OpenAI-compatible writer', () => {
  it('asks the model with our instructions and brief, capped at the plan’s tokens, and unwraps the fenced draft', async () => {
    const result = await openai().write(request);
    expect(result).toEqual({ content: '# Remote draft about Skip the morning line\n\nWritten by the remote writer.\n\nBook your spot today.', tokens: 42 });
    const req = oa.requests[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-key');
    expect(req.body).toMatchObject({ model: 'test-model', max_tokens: 2000, temperature: 0.5, stream: false });
    expect(req.body.messages[1].content).toContain('- Emoji rule: Use emoji generously where they fit, preferring ☕ 🥐.');
    expect(req.body.messages[1].content).toContain('- Main frustration: Waiting in long lines before work');
  });

  it('sends no key to a local server that needs none', async () => {
    const local = await fakeOpenAi('');
    try {
      await new OpenAiWriter({ baseUrl: `${local.url}/v1`, model: 'llama3', temperature: 0.7, timeoutMs: 2000, retries: 0, maxTokens: 100 }).write(request);
      expect(local.requests[0].headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('retries a 429 with an HTTP-date Retry-After, and a 504', async () => {
    oa.queue({ kind: 'error', status: 429, body: { error: { message: 'Rate limit reached' } }, headers: { 'retry-after': new Date(Date.now() + 200).toUTCString() } }, { kind: 'error', status: 504, body: 'Gateway timeout' });
    expect((await openai({ timeoutMs: 5000 }).write(request)).tokens).toBe(42);
    expect(oa.requests).toHaveLength(3);
  });

  it('does not retry a 400 and reports an empty answer', async () => {
    oa.queue({ kind: 'error', status: 400, body: { error: { message: 'max_tokens is too large', type: 'invalid_request_error' } } });
    const err = await writerError(openai().write(request));
    expect(err).toMatchObject({ message: 'The openai writer answered with an error (HTTP 400)', detail: 'max_tokens is too large' });
    expect(oa.requests).toHaveLength(1);
    oa.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ choices: [{ message: { content: '' } }] }) });
    expect((await writerError(openai().write(request))).message).toBe('The openai writer answered without a draft');
  });

  it('gives up at its deadline on a slow model', async () => {
    oa.queue({ kind: 'slow', delayMs: 1500 });
    expect((await writerError(openai({ timeoutMs: 250 }).write(request))).message).toBe('The openai writer did not answer within 0.3 s');
  });
});

describe('choosing the writer (WRITER)', () => {
  it('is the offline composer by default', () => {
    expect(createWriter(loadContentSettings({}).writing)).toBeInstanceOf(OfflineComposer);
  });

  it('builds the MindStudio and OpenAI-compatible writers from their settings', () => {
    expect(createWriter(loadContentSettings({ WRITER: 'mindstudio', MINDSTUDIO_API_KEY: 'k', MINDSTUDIO_WRITER_WORKER_ID: 'w' }).writing)).toBeInstanceOf(MindStudioWriter);
    expect(createWriter(loadContentSettings({ WRITER: 'openai' }).writing)).toBeInstanceOf(OpenAiWriter);
  });
});
