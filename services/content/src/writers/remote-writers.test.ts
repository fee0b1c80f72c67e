import { WriterError } from './content-writer';
import { CAFE, requestFor } from './composer/fixtures/brands';
import type { FakeVendorServer } from '@navia/service-kit/testing';
import { fakeMindStudio, fakeOpenAi } from './fixtures/fake-writers';
import { MindStudioWriter } from './mindstudio-writer';
import { COMPOSER_VERSION } from './offline-composer';
import { PROMPT_VERSION } from './writing-brief';
import { WriterModels } from './writer-models';
import { LocalAiDiscovery, localAiSettings, LocalAiEnv, type AiCall } from '@navia/service-kit';
import type { AiCallContext } from './writer-models';
import { OpenAiWriter } from './openai-writer';

const CALL: AiCallContext = { userId: '00000000-0000-4000-8000-000000000001', brandId: null, purpose: 'draft' };
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
    const blank = { kind: 'raw' as const, status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, threadId: 't', result: '  ' }) };
    ms.queue(blank, blank);
    expect((await writerError(mindstudio().write(request))).message).toBe('The mindstudio writer answered without a draft, twice');
    ms.queue({ kind: 'drop' }, { kind: 'drop' });
    expect((await writerError(mindstudio({ retries: 1, timeoutMs: 5000 }).write(request))).message).toBe('The mindstudio writer could not be reached');
  });

  it('reads a draft nested in an object result', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, result: { output: 1, content: { text: 'Nested draft for the morning crowd, with a line to book.' } } }) });
    expect((await mindstudio().write(request)).content).toBe('Nested draft for the morning crowd, with a line to book.');
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
    expect(result).toEqual({ content: '# Remote draft about Skip the morning line\n\nWritten by the remote writer.\n\nBook your spot today.', tokens: 42, promptVersion: PROMPT_VERSION });
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
    const blank = { kind: 'raw' as const, status: 200, contentType: 'application/json', body: JSON.stringify({ choices: [{ message: { content: '' } }] }) };
    oa.queue(blank, blank);
    expect((await writerError(openai().write(request))).message).toBe('The openai writer answered without a draft, twice');
  });

  it('gives up at its deadline on a slow model', async () => {
    oa.queue({ kind: 'slow', delayMs: 1500 });
    expect((await writerError(openai({ timeoutMs: 250 }).write(request))).message).toBe('The openai writer did not answer within 0.3 s');
  });
});

/** A chat answer of the fake OpenAI-compatible server with this message text. */
const answer = (content: string, completionTokens = 7) => ({
  kind: 'raw' as const,
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { completion_tokens: completionTokens } }),
});

describe('an answer that is not a draft gets one repair attempt (issue 21)', () => {
  it('shows a refusal back to the model with what is wrong, and keeps the repaired draft and both attempts’ tokens', async () => {
    oa.queue(answer("I'm sorry, but I can't help with that request."));
    const result = await openai().write(request);
    expect(result.content).toContain('# Remote draft about Skip the morning line');
    expect(result.tokens).toBe(7 + 42);
    expect(oa.requests).toHaveLength(2);
    const [system, brief, previous, repair] = oa.requests[1].body.messages;
    expect([system.role, brief.role, previous.role, repair.role]).toEqual(['system', 'user', 'assistant', 'user']);
    expect(brief.content).toBe(oa.requests[0].body.messages[1].content);
    expect(previous.content).toBe("I'm sorry, but I can't help with that request.");
    expect(repair.content).toMatch(/^Your answer declined the task or apologised instead of writing\. Write the complete Instagram Caption now/);
  });

  it('gives up after the second miss with a message that says what the model did', async () => {
    oa.queue(answer('{"draft": null, "error": "context too long"}'), answer('```json\n{"status": "ok"}\n```'));
    const err = await writerError(openai().write(request));
    expect(err.message).toBe('The openai writer answered with data instead of a draft, twice');
    expect(err.detail).toMatch(/^first: json; second: json/);
    expect(oa.requests).toHaveLength(2);
  });

  it('repairs a MindStudio answer with no text in it through the worker’s instructions', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, result: { score: 3 } }) });
    const result = await mindstudio().write(request);
    expect(result).toMatchObject({ content: expect.stringContaining('Remote draft'), promptVersion: PROMPT_VERSION });
    expect(ms.requests).toHaveLength(2);
    const vars = ms.requests[1].body.variables;
    expect(vars.previousAnswer).toBe('{"score":3}');
    expect(vars.instructions).toMatch(/Your answer was JSON data, not the text of the piece\. Write the complete Instagram Caption now/);
    expect(ms.requests[0].body.variables).toMatchObject({ promptVersion: PROMPT_VERSION });
    expect(ms.requests[0].body.variables.previousAnswer).toBeUndefined();
  });
});

describe('the prompt the remote and local writers get', () => {
  it('carries the brand record, persona, offer and real samples, under a version', async () => {
    await openai().write(request);
    const [system, brief] = oa.requests[0].body.messages;
    expect(PROMPT_VERSION).toMatch(/^navia-writer\/\d+$/);
    expect(system.content).toMatch(/brand voice/);
    for (const line of [
      '- Company: Bean There Café',
      '- Industry: ',
      '- Personality: ',
      '- Tone of voice: Friendly, Upbeat',
      '- Main frustration: Waiting in long lines before work',
      '- Name: Morning Pass',
      '- Topic: Skip the morning line',
      '### Social media\nMonday called. We answered with a double shot!',
    ]) {
      expect(brief.content).toContain(line);
    }
  });
});

/** Settings as the content service reads them, with a local model server at `url` (LOCAL_AI_URL). */
function autoSettings(env: Record<string, string> = {}) {
  return loadContentSettings({ WRITER: 'auto', WRITER_RETRIES: '0', WRITER_TIMEOUT_SECONDS: '3', ...env }).writing;
}

describe('choosing the writer (WRITER)', () => {
  it('is the composer alone with WRITER=offline, and the composer when WRITER=auto finds no model server', async () => {
    const offline = new WriterModels(loadContentSettings({ WRITER: 'offline' }).writing, null);
    expect((await offline.offered()).map((m) => m.model.id)).toEqual(['offline']);
    // A port nothing listens on (the fake's, once closed).
    const gone = await fakeOpenAi('');
    await gone.close();
    const s = autoSettings({ LOCAL_AI_URL: `${gone.url}/v1` });
    const auto = new WriterModels(s, new LocalAiDiscovery(s.localAi));
    const only = await auto.offered();
    expect(only.map((m) => m.model)).toEqual([expect.objectContaining({ id: 'offline', writer: 'offline', local: true })]);
    expect((await auto.write(only[0], request, CALL)).promptVersion).toBe(COMPOSER_VERSION);
    auto.stop();
  });

  it('offers the configured vendor’s models, WRITER_MODELS after the default, then the composer', async () => {
    const models = new WriterModels(loadContentSettings({ WRITER: 'openai', OPENAI_MODEL: 'small', WRITER_MODELS: 'big, small,huge' }).writing, null);
    expect((await models.offered()).map((m) => m.model.id)).toEqual(['openai:small', 'openai:big', 'openai:huge', 'offline']);
    expect((await models.choose('openai:big')).model.name).toBe('big');
    expect((await models.choose('local:gone')).model.id).toBe('openai:small');
    const ms2 = new WriterModels(loadContentSettings({ WRITER: 'mindstudio', MINDSTUDIO_API_KEY: 'k', MINDSTUDIO_WRITER_WORKER_ID: 'w' }).writing, null);
    expect((await ms2.offered()).map((m) => [m.model.id, m.writer.name])).toEqual([['mindstudio', 'mindstudio'], ['offline', 'offline']]);
  });

  it('writes with the local model server WRITER=auto finds, its chat models first, the preferred one as default', async () => {
    const local = await fakeOpenAi('');
    try {
      local.requests.length = 0;
      const s = autoSettings({ LOCAL_AI_URL: `${local.url}/v1/`, LOCAL_AI_MODEL: 'llama3.2' });
      const calls: AiCall[] = [];
      const models = new WriterModels(s, new LocalAiDiscovery(s.localAi), undefined, { record: async (c) => void calls.push(c) });
      // The fake lists test-model; a server listing several is read in unit tests of the discovery.
      const offered = await models.offered();
      expect(offered.map((m) => m.model)).toEqual([
        expect.objectContaining({ id: 'local:test-model', name: 'test-model', writer: 'openai', local: true }),
        expect.objectContaining({ id: 'offline' }),
      ]);
      const written = await models.write(offered[0], request, CALL);
      expect(written).toMatchObject({ model: { id: 'local:test-model' }, promptVersion: PROMPT_VERSION, content: expect.stringContaining('Remote draft') });
      expect(local.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
      expect(local.requests[1].headers.authorization).toBeUndefined();
      // Recorded for the AI activity page: a local model, what it was sent and the tokens it reported.
      expect(calls).toEqual([expect.objectContaining({ ...CALL, provider: 'local', model: 'test-model', local: true, tokens: written.tokens, outcome: 'succeeded' })]);
      expect(calls[0].brandFieldsSent).toEqual(expect.arrayContaining(['companyName', 'toneOfVoice']));
      const sent = local.requests[1].body.messages as Array<{ content: string }>;
      expect(calls[0].charactersSent).toBe(sent[0].content.length + sent[1].content.length);
      models.stop();
    } finally {
      await local.close();
    }
  });

  it('writes with the composer when the local server has gone since it was found, and offers only the composer after', async () => {
    const local = await fakeOpenAi('');
    const s = autoSettings({ LOCAL_AI_URL: `${local.url}/v1` });
    const calls: AiCall[] = [];
    const models = new WriterModels(s, new LocalAiDiscovery(s.localAi), undefined, { record: async (c) => void calls.push(c) });
    const [found] = await models.offered();
    expect(found.model.id).toBe('local:test-model');
    await local.close();
    const written = await models.write(found, request, CALL);
    expect(written.model.id).toBe('offline');
    // The AI activity record says the call failed and that nothing reached the server; the composer's draft is no call.
    expect(calls).toEqual([
      { ...CALL, provider: 'local', model: 'test-model', local: true, brandFieldsSent: [], charactersSent: 0, tokens: null, outcome: 'failed', error: 'The local model test-model could not be reached' },
    ]);
    expect(written.promptVersion).toBe(COMPOSER_VERSION);
    expect((await models.offered()).map((m) => m.model.id)).toEqual(['offline']);
    models.stop();
  });

  it('reads LOCAL_AI_* with the usual local addresses when no URL is given', () => {
    expect(localAiSettings(LocalAiEnv.parse({})).addresses).toEqual(['http://127.0.0.1:11434/v1', 'http://127.0.0.1:8080/v1', 'http://127.0.0.1:8000/v1']);
    expect(autoSettings({ LOCAL_AI_URL: 'http://10.0.0.5:1234/v1/', LOCAL_AI_PROBE_SECONDS: '60' }).localAi).toMatchObject({ addresses: ['http://10.0.0.5:1234/v1'], intervalMs: 60_000 });
    expect(loadContentSettings({}).writing.writer).toBe('auto');
  });
});
