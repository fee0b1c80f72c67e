import IORedis from 'ioredis';
import { ANALYZE_BRAND_NO_SOURCE_MESSAGE, AnalyzeBrandResponse, toAnalyzeBrandResponse } from '@navia/contracts';
import { AiActivityLog, createLogger } from '@navia/service-kit';
import { testRedisUrl } from '@navia/service-kit/testing';
import { AnalysesRepository } from '../src/repositories/analyses-repository';
import { BrandsRepository } from '../src/repositories/brands-repository';
import { performVoiceAnalysis, type VoiceAnalysisContext } from '../src/voice/analyze-brand-voice';
import type { BrandVoiceAnalyzer } from '../src/voice/brand-voice-analyzer';
import { fakeWebsite, html, redirect } from '../src/voice/fixtures/fake-servers';
import { CAFE_SAMPLE, LAW_FIRM_SAMPLE, SAAS_SAMPLE } from '../src/voice/fixtures/writing-samples';
import { OfflineAnalyzer } from '../src/voice/offline-analyzer';
import { VOICE_ANALYSIS_JOB } from '../src/jobs/voice-analysis.target';
import { ARRANGEMENT } from '@navia/gateway/test/support/test-system';
import { analysesOf, startTestSystem, TestClient, userWithBrand, type TestSystem } from './analyze-brand.support';

jest.setTimeout(30_000);

let sys: TestSystem;
let site: Awaited<ReturnType<typeof fakeWebsite>>;
let internal: Awaited<ReturnType<typeof fakeWebsite>>;
let internalHits = 0;

const CAFE_PAGE = `<!doctype html><html><head><title>Bean There</title><script>window.legal = "${'Therefore we hereby shall act pursuant to and in accordance with the statutory provisions. '.repeat(30)}";</script></head>
<body><nav><a href="/">Home</a> <a href="/menu">Menu</a></nav><div hidden>${'Furthermore, counsel shall advise. '.repeat(20)}</div><main>${CAFE_SAMPLE.split('\n').map((l) => `<p>${l}</p>`).join('')}</main>
<footer>© Bean There Café</footer></body></html>`;

beforeAll(async () => {
  internal = await fakeWebsite({
    '/': (req, res) => {
      internalHits += 1;
      html('<p>internal admin page</p>')(req, res);
    },
  });
  site = await fakeWebsite({
    '/': html(CAFE_PAGE),
    '/blog': html(`<article>${SAAS_SAMPLE}</article>`),
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('gone');
    },
    '/to-loopback': redirect(`${internal.url}/`),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/'),
    '/to-localhost': redirect(`http://localhost:${internal.port}/`),
  });
  // The address filter stays on: only this test website's exact origin is exempted, as a developer would.
  sys = await startTestSystem({ services: ['identity', 'brand'], env: { ANALYZER_FETCH_ALLOW_PRIVATE: site.url } });
});
afterAll(async () => {
  await sys?.stop();
  await Promise.all([site?.close(), internal?.close()]);
});

const realContent = (socialMedia: string) => ({ sources: { realContent: { socialMedia } } });

describe('POST /api/analyze-brand with the offline analyzer, through the job queue', () => {
  it('analyses the chosen real content in a brand.voice-analysis job and answers the traits with their evidence', async () => {
    const { client, userId, brandId } = await userWithBrand(sys, 'cafe');
    const res = await client.call('POST', '/api/analyze-brand', { sources: { realContent: { socialMedia: CAFE_SAMPLE.slice(0, 1000), websiteCopy: CAFE_SAMPLE.slice(1000) } } });
    expect(res.status).toBe(200);
    const body = AnalyzeBrandResponse.parse(res.body);
    expect(body.analyzer).toBe('offline');
    expect(body.brand_personality).toEqual(expect.arrayContaining(['Playful', 'Friendly', 'Warm']));
    // spec part 2 §7: the style as lower-case text; the suggestion with its emoji under emoji.
    expect(body.emoji_preferences).toBe('playful-vibrant');
    expect(body.emoji.style).toBe('playful-vibrant');
    expect(body.evidence.find((e) => e.trait === 'Playful')?.reasons.join(' ')).toMatch(/emoji per 100 words/);

    const [row] = await analysesOf(sys, userId);
    expect(row).toMatchObject({ brand_id: brandId, status: 'completed', analyzer: 'offline', attempts: 1, error: null });
    // The row keeps the analyzer's result; the answer is presented from it.
    expect(toAnalyzeBrandResponse(row.result)).toEqual(res.body);
    expect((await sys.gateway.jobs!.counts(VOICE_ANALYSIS_JOB.queue)).completed).toBeGreaterThanOrEqual(1);
    // Production arrangement only (the embedded one has no Redis): the job ran on BullMQ/Redis under this run's queue
    // prefix, its id being the analysis id (ids only in the payload).
    if (ARRANGEMENT === 'embedded') return;
    const redis = new IORedis(testRedisUrl(), { maxRetriesPerRequest: 1 });
    try {
      const job = await redis.hgetall(`${sys.config.queuePrefix}:${VOICE_ANALYSIS_JOB.queue}:${row.id}`);
      expect(job.name).toBe('analyze-brand-voice');
      expect(JSON.parse(job.data)).toEqual({ analysisId: row.id });
    } finally {
      await redis.quit();
    }
  });

  it('gives clearly different voices for a café, a law firm and a SaaS', async () => {
    const { client } = await userWithBrand(sys, 'three');
    const [cafe, law, saas] = await Promise.all(
      [CAFE_SAMPLE, LAW_FIRM_SAMPLE, SAAS_SAMPLE].map((t) => client.call('POST', '/api/analyze-brand', { sources: { realContent: { websiteCopy: t.slice(0, 2000) } } })),
    );
    expect([cafe.status, law.status, saas.status]).toEqual([200, 200, 200]);
    expect(cafe.body.brand_personality).toContain('Playful');
    expect(law.body.brand_personality).toContain('Authoritative');
    expect(law.body.tone_of_voice).toContain('Formal');
    expect(saas.body.language_style).toContain('Technical');
    expect(saas.body.tone_of_voice).toContain('Clear');
    expect(law.body.emoji_preferences).toBe('none');
  });

  it('fetches the website and blog in the worker and reads only what a visitor sees', async () => {
    const { client } = await userWithBrand(sys, 'web');
    const res = await client.call('POST', '/api/analyze-brand', { sources: { website: `${site.url}/`, blogUrl: `${site.url}/blog` } });
    expect(res.status).toBe(200);
    expect(res.body.brand_personality).toContain('Playful');
    expect(res.body.language_style).toContain('Technical');
    // The page's script and hidden block are full of formal wording: had they been read, the voice would turn formal.
    expect(res.body.tone_of_voice).not.toContain('Formal');
    expect(res.body.brand_personality).not.toContain('Authoritative');
  });

  it('uses the brand named by brandId, and answers 404 for another user\'s brand without recording anything', async () => {
    const owner = await userWithBrand(sys, 'owner');
    const own = await owner.client.call('POST', '/api/analyze-brand', { brandId: owner.brandId, ...realContent('Hello friends! ☕') });
    expect(own.status).toBe(200);
    const stranger = await userWithBrand(sys, 'stranger', 'Other Co');
    const peek = await stranger.client.call('POST', '/api/analyze-brand', { brandId: owner.brandId, ...realContent('Hello friends! ☕') });
    expect(peek.status).toBe(404);
    expect(peek.body).toMatchObject({ ok: false, error: 'not_found', status: 404 });
    expect(await analysesOf(sys, stranger.userId)).toHaveLength(0);
    expect((await analysesOf(sys, owner.userId)).map((r) => r.brand_id)).toEqual([owner.brandId]);
  });

  it('answers 404 for a user without a brand yet, and 401 without a session', async () => {
    const client = new TestClient(sys.url);
    await client.signUp(`nobrand.${Date.now()}@example.com`);
    expect((await client.call('POST', '/api/analyze-brand', realContent('Hi'))).status).toBe(404);
    expect((await new TestClient(sys.url).call('POST', '/api/analyze-brand', realContent('Hi'))).status).toBe(401);
  });
});

describe('validation', () => {
  let client: TestClient;
  beforeAll(async () => {
    ({ client } = await userWithBrand(sys, 'valid'));
  });

  it.each([
    ['no sources', { sources: {} }],
    ['only blank sources', { sources: { website: '  ', realContent: { socialMedia: '', blogPosts: '   ' } } }],
    ['an empty real content object', { sources: { realContent: {} } }],
  ])('refuses %s with the dialog\'s own words', async (_label, body) => {
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: 'validation_error', status: 400, message: ANALYZE_BRAND_NO_SOURCE_MESSAGE, field: 'sources' });
  });

  // The spec's form (part 2 §7: website, blog, content) has no sources key: the whole body is at fault.
  it.each([
    ['an empty body', {}],
    ["the spec's form with only blank parts", { website: ' ', blog: '', content: { socialMedia: '' } }],
  ])("refuses %s with the dialog's own words", async (_label, body) => {
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: 'validation_error', status: 400, message: ANALYZE_BRAND_NO_SOURCE_MESSAGE, field: 'body' });
  });

  it('refuses a body mixing both forms, naming the conflict', async () => {
    const res = await client.call('POST', '/api/analyze-brand', { sources: { realContent: { socialMedia: 'Hi there' } }, content: { socialMedia: 'Hi' } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('content');
  });

  it.each([
    ['a website that is not http(s)', { sources: { website: 'ftp://bean.example' } }, 'sources.website'],
    ['a blog URL without a scheme', { sources: { blogUrl: 'bean.example/blog' } }, 'sources.blogUrl'],
    ['social media text over 1000 characters', { sources: { realContent: { socialMedia: 'x'.repeat(1001) } } }, 'sources.realContent.socialMedia'],
    ['a brand id that is not a uuid', { brandId: 'abc', sources: { realContent: { socialMedia: 'hi' } } }, 'brandId'],
  ])('refuses %s naming the field', async (_label, body, field) => {
    const res = await client.call('POST', '/api/analyze-brand', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: 'validation_error', field });
  });
});

describe('the address filter (ANALYZER_FETCH_ALLOW_PRIVATE off for these addresses)', () => {
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    ({ client, userId } = await userWithBrand(sys, 'ssrf'));
  });

  it.each([
    ['loopback', () => ({ website: `${internal.url}/` }), 'sources.website'],
    ['10/8', () => ({ website: 'http://10.0.0.1/' }), 'sources.website'],
    ['the cloud metadata address', () => ({ blogUrl: 'http://169.254.169.254/latest/meta-data/' }), 'sources.blogUrl'],
    ['a DNS name resolving to loopback', () => ({ website: `http://localhost:${internal.port}/` }), 'sources.website'],
    ['a redirect to loopback', () => ({ website: `${site.url}/to-loopback` }), 'sources.website'],
    ['a redirect to the metadata address', () => ({ blogUrl: `${site.url}/to-metadata` }), 'sources.blogUrl'],
    ['a redirect to a name resolving to loopback', () => ({ website: `${site.url}/to-localhost` }), 'sources.website'],
  ])('refuses %s with 422 on the field, without reaching it', async (_label, sources, field) => {
    const before = internalHits;
    const res = await client.call('POST', '/api/analyze-brand', { sources: sources() });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ ok: false, error: 'analysis_source_refused', status: 422, field });
    expect(res.body.message).toMatch(/only public websites can be analyzed/);
    expect(internalHits).toBe(before);
  });

  it('records the refusal on the analysis, and says which page could not be read', async () => {
    const rows = await analysesOf(sys, userId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'failed' && r.error.error === 'analysis_source_refused')).toBe(true);
    const missing = await client.call('POST', '/api/analyze-brand', { sources: { website: `${site.url}/missing` } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: 'analysis_source_unreachable', field: 'sources.website' });
    expect(missing.body.message).toMatch(/HTTP 404/);
  });
});

describe('the job is idempotent', () => {
  const log = createLogger('test', 'silent');
  const jobCtx = (attempt: number) => ({ jobId: 'j', attempt, log });

  function context(analyzer: BrandVoiceAnalyzer): VoiceAnalysisContext {
    return {
      analyses: new AnalysesRepository(sys.db(), 'brand'),
      brands: new BrandsRepository(sys.db(), 'brand'),
      jobs: undefined as never,
      pickAnalyzer: async () => analyzer,
      fetchPage: async () => {
        throw new Error('no fetching here');
      },
      waitMs: 1000,
      aiActivity: new AiActivityLog(sys.db(), 'brand', log),
      log,
    };
  }

  it('does not redo a finished analysis, and a pending one runs once', async () => {
    const { client, userId } = await userWithBrand(sys, 'idem');
    await client.call('POST', '/api/analyze-brand', realContent('Hello friends! ☕'));
    const [done] = await analysesOf(sys, userId);
    const calls: number[] = [];
    const offline = new OfflineAnalyzer();
    const counting: BrandVoiceAnalyzer = { name: 'offline', analyze: (i) => (calls.push(1), offline.analyze(i)) };
    expect(await performVoiceAnalysis(context(counting), VOICE_ANALYSIS_JOB.retry, done.id, jobCtx(1))).toEqual({ status: 'completed' });
    expect(calls).toHaveLength(0);
    const again = await sys.db().withSchema('brand').table('analyses').where({ id: done.id }).first();
    expect(again.updated_at).toEqual(done.updated_at);

    await sys.db().withSchema('brand').table('analyses').where({ id: done.id }).update({ status: 'pending', result: null });
    await performVoiceAnalysis(context(counting), VOICE_ANALYSIS_JOB.retry, done.id, jobCtx(2));
    await performVoiceAnalysis(context(counting), VOICE_ANALYSIS_JOB.retry, done.id, jobCtx(3));
    expect(calls).toHaveLength(1);
  });

  it('lets the queue retry an unexpected error and records a failure only on the last attempt', async () => {
    const { client, userId } = await userWithBrand(sys, 'retry');
    await client.call('POST', '/api/analyze-brand', realContent('Hello friends! ☕'));
    const [row] = await analysesOf(sys, userId);
    await sys.db().withSchema('brand').table('analyses').where({ id: row.id }).update({ status: 'pending', result: null });
    const broken: BrandVoiceAnalyzer = { name: 'offline', analyze: async () => Promise.reject(new Error('database hiccup')) };
    await expect(performVoiceAnalysis(context(broken), VOICE_ANALYSIS_JOB.retry, row.id, jobCtx(1))).rejects.toThrow('database hiccup');
    expect((await analysesOf(sys, userId))[0].status).toBe('running');
    await expect(performVoiceAnalysis(context(broken), VOICE_ANALYSIS_JOB.retry, row.id, jobCtx(VOICE_ANALYSIS_JOB.retry.attempts))).rejects.toThrow();
    expect((await analysesOf(sys, userId))[0]).toMatchObject({ status: 'failed', error: { error: 'internal_error', status: 500 } });
  });

  it('fails at once for an analysis that does not exist', async () => {
    await expect(performVoiceAnalysis(context(new OfflineAnalyzer()), VOICE_ANALYSIS_JOB.retry, '00000000-0000-4000-8000-000000000000', jobCtx(1))).rejects.toThrow(
      /does not exist/,
    );
  });
});
