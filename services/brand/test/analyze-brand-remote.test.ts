import { AnalyzeBrandResponse } from '@navia/contracts';
import type { FakeVendorServer } from '@navia/service-kit/testing';
import { FAKE_VOICE, fakeMindStudio, fakeOpenAi } from '../src/voice/fixtures/fake-servers';
import { CAFE_SAMPLE } from '../src/voice/fixtures/writing-samples';
import { analysesOf, finishedAnalysis, startTestSystem, userWithBrand, type TestSystem } from './analyze-brand.support';

jest.setTimeout(30_000);

const body = { sources: { realContent: { socialMedia: CAFE_SAMPLE.slice(0, 1000) } } };
const WORKER_ID = '7c1d3c55-6f7e-4f59-9a57-3f0c1b2a9d10';

describe('with the MindStudio analyzer (BRAND_VOICE_ANALYZER=mindstudio), through the queue', () => {
  let ms: FakeVendorServer;
  let sys: TestSystem;
  beforeAll(async () => {
    ms = await fakeMindStudio('ms-secret');
    sys = await startTestSystem({
      // content serves GET /api/ai-activity, which lists the analyzers' calls.
      services: ['identity', 'brand', 'content'],
      env: {
        BRAND_VOICE_ANALYZER: 'mindstudio',
        MINDSTUDIO_BASE_URL: ms.url,
        MINDSTUDIO_API_KEY: 'ms-secret',
        MINDSTUDIO_BRAND_VOICE_WORKER_ID: WORKER_ID,
        BRAND_VOICE_REMOTE_TIMEOUT_SECONDS: '1',
        BRAND_VOICE_REMOTE_RETRIES: '1',
      },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await ms?.close();
  });
  beforeEach(() => void (ms.requests.length = 0));

  it('runs the worker with the brand and its text, and answers its voice', async () => {
    const { client, userId } = await userWithBrand(sys, 'ms', 'Bean There Café');
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(200);
    expect(AnalyzeBrandResponse.parse(res.body)).toMatchObject({
      analyzer: 'mindstudio',
      brand_personality: FAKE_VOICE.brand_personality,
      emoji_preferences: 'strategic-impactful',
      emoji: { style: 'strategic-impactful', customEmojis: '🚀 ✅' },
    });
    expect(res.body.evidence).toContainEqual({ trait: 'Bold', field: 'brand_personality', reasons: ['Short, commanding headlines'] });
    expect(ms.requests).toHaveLength(1);
    const sent = ms.requests[0];
    expect(sent.headers.authorization).toBe('Bearer ms-secret');
    expect(sent.body).toMatchObject({ workerId: WORKER_ID, workflow: 'Main.flow', variables: { companyName: 'Bean There Café', industry: 'Food, Beverage & Hospitality' } });
    expect(sent.body.variables.content).toContain('### Social media captions or posts\nGood morning, sunshine!');
    expect((await analysesOf(sys, userId))[0]).toMatchObject({ status: 'completed', analyzer: 'mindstudio' });
    // Issue 18: the call is on the user's AI activity record: the provider, what of the brand it was sent, and its size.
    const activity = await client.call('GET', '/api/ai-activity');
    expect(activity.status).toBe(200);
    expect(activity.body).toMatchObject({ total: 1, leftServer: 1, retentionDays: 90 });
    expect(activity.body.entries).toEqual([
      expect.objectContaining({
        purpose: 'voice-analysis',
        provider: 'mindstudio',
        model: WORKER_ID,
        local: false,
        brandFieldsSent: ['companyName', 'industry', 'realContent.socialMedia'],
        outcome: 'succeeded',
        error: null,
      }),
    ]);
    expect(activity.body.entries[0].charactersSent).toBeGreaterThan(sent.body.variables.content.length);
    expect(activity.body.entries[0].tokens).toBeGreaterThan(0);
  });

  it('retries a 503 from the worker service and still answers', async () => {
    const { client } = await userWithBrand(sys, 'ms503');
    ms.queue({ kind: 'error', status: 503, body: { error: 'Service Unavailable', code: 'unavailable' }, headers: { 'retry-after': '0' } });
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(200);
    expect(ms.requests).toHaveLength(2);
  });

  it('answers 502 analyzer_failed for an error answer, without the vendor\'s words', async () => {
    const { client, userId } = await userWithBrand(sys, 'ms500');
    ms.queue({ kind: 'error', status: 500, body: { error: 'Internal', message: 'worker 42 crashed on node ms-eu-7', code: 'internal' } });
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ ok: false, error: 'analyzer_failed', status: 502, message: 'The mindstudio analyzer answered with an error (HTTP 500)' });
    expect(JSON.stringify(res.body)).not.toContain('ms-eu-7');
    expect((await analysesOf(sys, userId))[0]).toMatchObject({ status: 'failed', error: { error: 'analyzer_failed' } });
    // A failed call is on the record too, in the words the user was shown.
    const activity = await client.call('GET', '/api/ai-activity');
    expect(activity.body.entries).toEqual([
      expect.objectContaining({ purpose: 'voice-analysis', provider: 'mindstudio', outcome: 'failed', tokens: null, error: 'The mindstudio analyzer answered with an error (HTTP 500)' }),
    ]);
  });

  it('answers 502 when the worker is slower than BRAND_VOICE_REMOTE_TIMEOUT_SECONDS', async () => {
    const { client } = await userWithBrand(sys, 'msslow');
    ms.queue({ kind: 'slow', delayMs: 3000 });
    const started = Date.now();
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The mindstudio analyzer did not answer within 1 s');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('with an OpenAI-compatible analyzer (BRAND_VOICE_ANALYZER=openai), through the queue', () => {
  let oa: FakeVendorServer;
  let sys: TestSystem;
  beforeAll(async () => {
    oa = await fakeOpenAi('sk-local');
    sys = await startTestSystem({
      services: ['identity', 'brand'],
      env: {
        BRAND_VOICE_ANALYZER: 'openai',
        OPENAI_BASE_URL: `${oa.url}/v1`,
        OPENAI_API_KEY: 'sk-local',
        OPENAI_MODEL: 'llama3.1:8b',
        BRAND_VOICE_REMOTE_TIMEOUT_SECONDS: '1',
        BRAND_VOICE_REMOTE_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await oa?.close();
  });
  beforeEach(() => void (oa.requests.length = 0));

  it('sends a chat completion for the configured model and answers the voice from the reply', async () => {
    const { client } = await userWithBrand(sys, 'oa');
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ analyzer: 'openai', tone_of_voice: ['Energetic'], language_style: ['Punchy', 'Slangy'] });
    expect(oa.requests[0]).toMatchObject({ path: '/v1/chat/completions', body: { model: 'llama3.1:8b', stream: false } });
    expect(oa.requests[0].headers.authorization).toBe('Bearer sk-local');
  });

  it('answers 502 for a 429 with the vendor error body', async () => {
    const { client } = await userWithBrand(sys, 'oa429');
    oa.queue({ kind: 'error', status: 429, body: { error: { message: 'Rate limit reached for llama', type: 'requests', code: 'rate_limit_exceeded' } }, headers: { 'retry-after': '20' } });
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: 'analyzer_failed', message: 'The openai analyzer is rate limiting us (HTTP 429)' });
  });

  it('answers 502 for a reply that holds no voice', async () => {
    const { client } = await userWithBrand(sys, 'oajunk');
    oa.queue({ kind: 'raw', status: 200, contentType: 'application/json', body: '{"choices":[{"index":0,"message":{"role":"assistant","content":"Sorry, I cannot."}}]}' });
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/without the expected JSON/);
  });

  it('answers 502 when the endpoint is slower than its timeout', async () => {
    const { client } = await userWithBrand(sys, 'oaslow');
    oa.queue({ kind: 'slow', delayMs: 3000 });
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The openai analyzer did not answer within 1 s');
  });
});

describe('when the analysis outlasts the request (BRAND_VOICE_WAIT_SECONDS)', () => {
  let oa: FakeVendorServer;
  let sys: TestSystem;
  beforeAll(async () => {
    oa = await fakeOpenAi('sk-local');
    sys = await startTestSystem({
      services: ['identity', 'brand'],
      env: {
        BRAND_VOICE_ANALYZER: 'openai',
        OPENAI_BASE_URL: `${oa.url}/v1`,
        OPENAI_API_KEY: 'sk-local',
        BRAND_VOICE_WAIT_SECONDS: '1',
        BRAND_VOICE_REMOTE_TIMEOUT_SECONDS: '10',
      },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await oa?.close();
  });

  it('answers 504 analysis_timeout after the wait, and the job still records its result', async () => {
    const { client, userId } = await userWithBrand(sys, 'wait');
    oa.queue({ kind: 'slow', delayMs: 2000 });
    const started = Date.now();
    const res = await client.call('POST', '/api/analyze-brand', body);
    const took = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ ok: false, error: 'analysis_timeout', status: 504, message: 'The analysis did not finish within 1 s. Try again, or choose fewer sources.' });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(1900);
    const [row] = await analysesOf(sys, userId);
    expect(await finishedAnalysis(sys, row.id)).toMatchObject({ status: 'completed', analyzer: 'openai' });
  });
});
