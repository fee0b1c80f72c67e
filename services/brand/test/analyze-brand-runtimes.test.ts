import { CAFE_SAMPLE, LAW_FIRM_SAMPLE } from '../src/voice/fixtures/writing-samples';
import { analysesOf, startTestSystem, userWithBrand, type TestSystem } from './analyze-brand.support';

jest.setTimeout(60_000);

// Redis (the default of the test system) is covered in analyze-brand.test.ts; the request waits for the job the same
// way on the other two runtimes: the job writes its outcome to the analysis row, the request reads it.
describe.each([
  ['the in-process runner', 'inline'],
  ["BullMQ's PostgreSQL backend", 'postgres'],
])('POST /api/analyze-brand on %s', (_label, backend) => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem({ services: ['identity', 'brand'], env: { JOB_BACKEND: backend } });
  });
  afterAll(() => sys?.stop());

  it('runs the analysis job and answers its result', async () => {
    const { client, userId } = await userWithBrand(sys, backend);
    const [cafe, law] = await Promise.all(
      [CAFE_SAMPLE, LAW_FIRM_SAMPLE].map((t) => client.call('POST', '/api/analyze-brand', { sources: { realContent: { websiteCopy: t } } })),
    );
    expect([cafe.status, law.status]).toEqual([200, 200]);
    expect(cafe.body.brand_personality).toContain('Playful');
    expect(law.body.brand_personality).toContain('Authoritative');
    const rows = await analysesOf(sys, userId);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['completed', 1],
      ['completed', 1],
    ]);
  });

  it('answers a refused address in the one error shape', async () => {
    const { client } = await userWithBrand(sys, `${backend}-ssrf`);
    const res = await client.call('POST', '/api/analyze-brand', { sources: { website: 'http://169.254.169.254/' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ ok: false, error: 'analysis_source_refused', field: 'sources.website' });
  });
});
