import { AnalyzerError, type VoiceAnalysisInput } from './brand-voice-analyzer';
import type { FakeVendorServer } from '@navia/service-kit/testing';
import { fakeMindStudio, fakeOpenAi } from './fixtures/fake-servers';
import { MindStudioAnalyzer } from './mindstudio-analyzer';
import { OpenAiCompatibleAnalyzer } from './openai-compatible-analyzer';

const input: VoiceAnalysisInput = {
  samples: [
    { kind: 'website', label: 'Company website', url: 'https://bean.example/', text: 'Fresh coffee every morning.' },
    { kind: 'socialMedia', label: 'Social media captions or posts', text: 'Yay! New cupcakes 🧁' },
  ],
  brand: { companyName: 'Bean There', industry: 'Food, Beverage & Hospitality' },
};

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

const mindstudio = (over: Partial<ConstructorParameters<typeof MindStudioAnalyzer>[0]> = {}) =>
  new MindStudioAnalyzer({ baseUrl: ms.url, apiKey: 'ms-key', runPath: '/developer/v2/agents/run', workerId: 'w-1', workflow: 'Main.flow', timeoutMs: 2000, retries: 2, ...over });
const openai = (over: Partial<ConstructorParameters<typeof OpenAiCompatibleAnalyzer>[0]> = {}) =>
  new OpenAiCompatibleAnalyzer({ baseUrl: `${oa.url}/v1/`, apiKey: 'sk-key', model: 'test-model', timeoutMs: 2000, retries: 2, ...over });

async function analyzerError(p: Promise<unknown>): Promise<AnalyzerError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  if (!(err instanceof AnalyzerError)) throw new Error(`expected an AnalyzerError, got ${String(err)}`);
  return err;
}

describe('MindStudio analyzer', () => {
  it('runs the worker with the samples and our instructions, and reads the JSON in result', async () => {
    const result = await mindstudio().analyze(input);
    expect(result.brand_personality).toEqual(['Bold', 'Witty']);
    expect(result.emoji_preferences).toEqual({ style: 'strategic-impactful', customEmojis: '🚀 ✅' });
    expect(result.evidence).toContainEqual({ trait: 'Bold', field: 'brand_personality', reasons: ['Short, commanding headlines'] });
    const req = ms.requests[0];
    expect(req.headers.authorization).toBe('Bearer ms-key');
    expect(req.body).toMatchObject({ workerId: 'w-1', workflow: 'Main.flow', variables: { companyName: 'Bean There', industry: 'Food, Beverage & Hospitality' } });
    expect(req.body.variables.content).toContain('### Company website (https://bean.example/)\nFresh coffee every morning.');
    expect(req.body.variables.instructions).toMatch(/ONE JSON object/);
  });

  it('retries 503 and 429 honouring Retry-After, then answers', async () => {
    ms.queue({ kind: 'error', status: 503, body: { error: 'Service Unavailable' } }, { kind: 'error', status: 429, body: { message: 'slow down' }, headers: { 'retry-after': '0' } });
    const started = Date.now();
    const result = await mindstudio({ retries: 2 }).analyze(input, {});
    expect(result.tone_of_voice).toEqual(['Energetic']);
    expect(ms.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('turns an error answer into a safe message, keeping the vendor words for the log', async () => {
    const err = await analyzerError(mindstudio({ apiKey: 'wrong' }).analyze(input));
    expect(err.message).toBe('The mindstudio analyzer refused our credentials (HTTP 401)');
    expect(err.upstreamStatus).toBe(401);
    expect(err.detail).toBe('Invalid API key ms-…key');
    expect(ms.requests).toHaveLength(1); // 401 is not retried
  });

  it('reports success:false and a missing result as failures', async () => {
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, error: { message: 'workflow crashed' } }) });
    expect((await analyzerError(mindstudio().analyze(input))).message).toMatch(/reported that the run failed/);
    ms.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, threadId: 't' }) });
    expect((await analyzerError(mindstudio().analyze(input))).message).toMatch(/without a result/);
  });

  it('gives up at its deadline on a slow answer, retries included', async () => {
    ms.queue({ kind: 'slow', delayMs: 1500 });
    const started = Date.now();
    const err = await analyzerError(mindstudio({ timeoutMs: 300 }).analyze(input));
    expect(err.message).toBe('The mindstudio analyzer did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('says so when the connection drops every time', async () => {
    ms.queue({ kind: 'drop' }, { kind: 'drop' }, { kind: 'drop' });
    const err = await analyzerError(mindstudio({ retries: 1 }).analyze(input));
    expect(err.message).toBe('The mindstudio analyzer could not be reached');
    expect(ms.requests).toHaveLength(2);
  });
});

describe('OpenAI-compatible analyzer', () => {
  it('sends a chat completion with the model, and parses the JSON from a fenced reply', async () => {
    const result = await openai().analyze(input);
    expect(result).toMatchObject({ brand_personality: ['Bold', 'Witty'], language_style: ['Punchy', 'Slangy'] });
    const req = oa.requests[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-key');
    expect(req.body).toMatchObject({ model: 'test-model', stream: false });
    expect(req.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(req.body.messages[1].content).toContain('Company: Bean There');
  });

  it('sends no Authorization header when no key is configured (local servers)', async () => {
    const local = await fakeOpenAi('');
    try {
      await new OpenAiCompatibleAnalyzer({ baseUrl: `${local.url}/v1`, model: 'llama3', timeoutMs: 2000, retries: 0 }).analyze(input);
      expect(local.requests[0].headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('maps the OpenAI error body and status to a safe message without the key fragment', async () => {
    const err = await analyzerError(openai({ apiKey: 'sk-wrong' }).analyze(input));
    expect(err.message).toBe('The openai analyzer refused our credentials (HTTP 401)');
    expect(err.message).not.toContain('sk-');
    expect(err.detail).toMatch(/Incorrect API key/);
  });

  it('fails after the retries when the server keeps answering 500', async () => {
    oa.queue({ kind: 'error', status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    const err = await analyzerError(openai().analyze(input));
    expect(err.message).toBe('The openai analyzer answered with an error (HTTP 500)');
    expect(oa.requests).toHaveLength(1); // 500 is not one of the retried statuses
  });

  it('rejects a reply without usable JSON', async () => {
    oa.queue({
      kind: 'raw',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'I cannot help with that.' }, finish_reason: 'stop' }] }),
    });
    expect((await analyzerError(openai().analyze(input))).message).toMatch(/without the expected JSON/);
  });

  it('times out on a slow server', async () => {
    oa.queue({ kind: 'slow', delayMs: 1500 });
    expect((await analyzerError(openai({ timeoutMs: 300 }).analyze(input))).message).toBe('The openai analyzer did not answer within 0.3 s');
  });
});
