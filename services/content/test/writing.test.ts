import { GENERATED_FILE_MARKER, PLANS } from '@navia/contracts';
import { fakeOpenAiServer, type FakeVendorServer } from '@navia/service-kit/testing';
import { fakeDraft, fakeMindStudio, fakeOpenAi } from '../src/writers/fixtures/fake-writers';
import { BRAND_PROFILE, onboardedClient, saveBrandProfile, startTestSystem, type TestSystem } from './content.support';

jest.setTimeout(60_000);

const caption = { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Commuter Chris', offer: 'Morning Pass', topic: 'Skip the morning line' };
const EMOJI = /\p{Extended_Pictographic}/u;

describe('POST /api/mindstudio/execute-writing with the offline composer (default)', () => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem({ services: ['identity', 'brand', 'content'] });
  });
  afterAll(() => sys?.stop());

  it('writes a draft from the brand profile into a new file named after the topic', async () => {
    const { client, brandId } = await onboardedClient(sys, 'write-new', 'basic');
    await saveBrandProfile(client);
    const res = await client.call('POST', '/api/mindstudio/execute-writing', {
      workerId: 'navia-composer',
      workflow: 'Main.flow',
      variables: { tone: 'extra' },
      contentInstructions: caption,
    });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ success: true, writer: 'offline', fileId: body.file.id, fileName: body.file.name });
    expect(body.content).toBe(body.result);
    expect(body.fileName).toMatch(new RegExp(`^Skip the morning line - ${GENERATED_FILE_MARKER} - `));
    // The brand's offer, persona, emoji and hashtags are in it.
    expect(body.content).toContain('Morning Pass');
    expect(body.content.toLowerCase()).toContain('waiting in long lines before work');
    expect(body.content).toMatch(EMOJI);
    expect(body.content).toMatch(/#BeanThere/);
    expect(body.file).toMatchObject({ brandId, status: 'draft', content: body.content, contentInstructions: caption, sourceTaskId: null });
    expect(body.tokens).toBe(Math.ceil(body.content.length / 4));
    expect(body.usage).toMatchObject({ today: { used: 1, limit: 100 }, month: { used: 1, limit: 1000 }, maxTokensPerRequest: 5000, timeZone: 'UTC' });
    const versions = await client.call('GET', `/api/files/${body.fileId}/versions`);
    expect(versions.body.versions.map((v: any) => v.source)).toEqual(['generated']);
  });

  it('writes into the open file, keeping a name the owner chose, and re-writes differently', async () => {
    const { client } = await onboardedClient(sys, 'write-current', 'basic');
    await saveBrandProfile(client);
    const { file } = (await client.call('POST', '/api/files/new', {})).body;
    const first = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption, currentFileId: file.id });
    expect(first.status).toBe(200);
    expect(first.body.fileId).toBe(file.id);
    // A file still titled 'New Document Title' takes the generated name.
    expect(first.body.fileName).toContain(GENERATED_FILE_MARKER);
    await client.call('PATCH', `/api/files/${file.id}/save-approved`, { content: first.body.content, name: 'My caption' });
    const second = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption, currentFileId: file.id });
    expect(second.body).toMatchObject({ fileId: file.id, fileName: 'My caption' });
    // A re-write is a new draft; the approved text stays until the owner saves again.
    expect(second.body.content).not.toBe(first.body.content);
    expect(second.body.file).toMatchObject({ status: 'draft', content: second.body.content, approvedContent: first.body.content });
    expect((await client.call('GET', '/api/files')).body.files).toHaveLength(1);
  });

  it('writes a different draft for each format, and none with emoji for a brand that wants none', async () => {
    const { client } = await onboardedClient(sys, 'write-formats', 'pro');
    await saveBrandProfile(client, undefined, { ...BRAND_PROFILE, emojiPreferences: { style: 'none', customEmojis: '' } });
    const drafts: Record<string, string> = {};
    for (const [platformId, formatId] of [
      ['email', 'email-newsletter'],
      ['x', 'x-thread'],
      ['blog', 'blog-how-to'],
    ]) {
      const res = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: { ...caption, platformId, formatId } });
      expect(res.status).toBe(200);
      drafts[formatId] = res.body.content;
      expect(res.body.content).not.toMatch(EMOJI);
    }
    expect(drafts['email-newsletter']).toMatch(/^\*\*Subject line:\*\*/);
    expect(drafts['x-thread']).toMatch(/^1\/ /);
    expect(drafts['blog-how-to']).toMatch(/^# .+\n[\s\S]*## Steps\n1\. /);
  });

  it('refuses a platform outside the plan, a format of another platform and missing instructions', async () => {
    const { client } = await onboardedClient(sys, 'write-refused');
    const email = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: { ...caption, platformId: 'email', formatId: 'email-newsletter' } });
    expect(email.status).toBe(403);
    expect(email.body).toMatchObject({ error: 'plan_limit_reached', message: 'Platform requires upgrade', field: 'contentInstructions.platformId' });
    const mixed = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: { ...caption, formatId: 'facebook-post' } });
    expect(mixed.status).toBe(400);
    expect(mixed.body.field).toBe('contentInstructions.formatId');
    const blank = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: { ...caption, topic: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Please select a platform, format, and enter a topic/);
    const stranger = await onboardedClient(sys, 'write-stranger');
    const { file } = (await stranger.client.call('POST', '/api/files/new', {})).body;
    expect((await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption, currentFileId: file.id })).status).toBe(404);
    expect((await client.call('GET', '/api/files')).body.files).toEqual([]);
    expect((await client.call('GET', '/api/mindstudio/usage')).body.usage.today.used).toBe(0);
  });

  it('meters content per user and day, and refuses past the plan’s limit even when requests race', async () => {
    const { client, userId } = await onboardedClient(sys, 'write-meter');
    const perDay = PLANS.free.limits.content.maxPerDay;
    const answers = await Promise.all(Array.from({ length: perDay + 2 }, () => client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(perDay);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.error, a.body.field])).toEqual([
      [403, 'plan_limit_reached', 'content'],
      [403, 'plan_limit_reached', 'content'],
    ]);
    expect(refused[0].body.message).toBe(`You have used all ${perDay} pieces of content of your plan today`);
    const usage = await client.call('GET', '/api/mindstudio/usage');
    expect(usage.body.usage).toMatchObject({ today: { used: perDay, limit: perDay }, month: { used: perDay, limit: PLANS.free.limits.content.maxPerMonth } });
    const ledger = await sys.db().withSchema('content').table('content_generations').where({ user_id: userId });
    expect(ledger.map((r: any) => r.status)).toEqual(Array(perDay).fill('done'));
    // Another user has their own allowance.
    const other = await onboardedClient(sys, 'write-meter-other');
    expect((await other.client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption })).status).toBe(200);
  });

  it('lists the built-in composer as the writing worker', async () => {
    const { client } = await onboardedClient(sys, 'workers');
    const res = await client.call('GET', '/api/mindstudio/workers');
    expect(res.body).toEqual({ writer: 'offline', workers: [expect.objectContaining({ id: 'navia-composer', name: 'Navia Composer' })] });
  });
});

describe('remote writers behind the API', () => {
  let ms: FakeVendorServer;
  let oa: FakeVendorServer;
  beforeAll(async () => {
    [ms, oa] = await Promise.all([fakeMindStudio('ms-key'), fakeOpenAi('sk-key')]);
  });
  afterAll(() => Promise.all([ms.close(), oa.close()]));

  describe('WRITER=mindstudio', () => {
    let sys: TestSystem;
    beforeAll(async () => {
      sys = await startTestSystem({
        services: ['identity', 'brand', 'content'],
        env: {
          WRITER: 'mindstudio',
          MINDSTUDIO_BASE_URL: ms.url,
          MINDSTUDIO_API_KEY: 'ms-key',
          MINDSTUDIO_WRITER_WORKER_ID: 'worker-writer',
          WRITER_TIMEOUT_SECONDS: '2',
          WRITER_RETRIES: '2',
        },
      });
    });
    afterAll(() => sys?.stop());

    it('runs the format’s worker with its variables and saves the draft', async () => {
      const { client, userId } = await onboardedClient(sys, 'ms-write', 'starter');
      await saveBrandProfile(client);
      const formats = await client.call('GET', '/api/formats?platformId=instagram');
      expect(formats.body.formats[0].mindstudioConfig.workerId).toBe('worker-writer');
      ms.requests.length = 0;
      const res = await client.call('POST', '/api/mindstudio/execute-writing', { workerId: 'worker-writer', workflow: 'Main.flow', variables: { extra: 'yes', userID: 'spoofed' }, contentInstructions: caption });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ writer: 'mindstudio', content: expect.stringContaining('Remote draft about Skip the morning line') });
      const req = ms.requests[0];
      expect(req.headers.authorization).toBe('Bearer ms-key');
      expect(req.body).toMatchObject({ workerId: 'worker-writer', workflow: 'Main.flow' });
      expect(req.body.variables).toMatchObject({
        formatName: 'Instagram Caption',
        extra: 'yes',
        userID: userId,
        topic: 'Skip the morning line',
        audience: 'Commuter Chris',
        offer: 'Morning Pass',
        platform: 'Instagram',
        format: 'Instagram Caption',
        maxTokens: PLANS.starter.limits.content.maxTokensPerRequest,
      });
      expect(req.body.variables.brief).toContain('Main frustration: Waiting in long lines before work');
      expect(req.body.variables.emojiRule).toMatch(/generously/);
    });

    it('retries a 503 and a 429, and answers a failure as 502 writer_failed without the vendor’s words', async () => {
      const { client } = await onboardedClient(sys, 'ms-errors', 'starter');
      ms.requests.length = 0;
      ms.queue({ kind: 'error', status: 503, body: { error: 'Service Unavailable' } }, { kind: 'error', status: 429, body: { message: 'slow down' }, headers: { 'retry-after': '0' } });
      const ok = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(ok.status).toBe(200);
      expect(ms.requests).toHaveLength(3);

      ms.queue({ kind: 'error', status: 500, body: { error: 'Internal', message: 'worker crashed with key ms-…' } });
      const failed = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ ok: false, error: 'writer_failed', status: 502, message: 'The mindstudio writer answered with an error (HTTP 500)' });
      // The failed write used none of the plan's content, and made no file.
      const usage = await client.call('GET', '/api/mindstudio/usage');
      expect(usage.body.usage.today.used).toBe(1);
      expect((await client.call('GET', '/api/files')).body.files).toHaveLength(1);
    });

    it('gives up on a slow worker at its deadline', async () => {
      const { client } = await onboardedClient(sys, 'ms-slow', 'starter');
      ms.queue({ kind: 'slow', delayMs: 4000 });
      const started = Date.now();
      const res = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The mindstudio writer did not answer within 2 s');
      expect(Date.now() - started).toBeLessThan(3500);
    });

    it('lists the account’s workers', async () => {
      const { client } = await onboardedClient(sys, 'ms-workers');
      const res = await client.call('GET', '/api/mindstudio/workers');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        writer: 'mindstudio',
        workers: [
          { id: 'worker-writer', name: 'Navia Writer', description: 'Writes drafts', slug: 'navia-writer' },
          { id: 'worker-analyzer', name: 'Brand Voice', description: '', slug: 'brand-voice' },
        ],
      });
    });
  });

  describe('WRITER=openai', () => {
    let sys: TestSystem;
    beforeAll(async () => {
      sys = await startTestSystem({ services: ['identity', 'brand', 'content'], env: { WRITER: 'openai', OPENAI_BASE_URL: `${oa.url}/v1`, OPENAI_API_KEY: 'sk-key', OPENAI_MODEL: 'test-model', WRITER_TIMEOUT_SECONDS: '6' } });
    });
    afterAll(() => sys?.stop());

    it('asks the model for at most the plan’s tokens and records the tokens it used', async () => {
      const { client } = await onboardedClient(sys, 'oa-write');
      await saveBrandProfile(client);
      oa.requests.length = 0;
      const res = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ writer: 'openai', tokens: 42 });
      expect(res.body.content).toBe('# Remote draft about Skip the morning line\n\nWritten by the remote writer.\n\nBook your spot today.');
      const req = oa.requests[0].body;
      expect(req).toMatchObject({ model: 'test-model', max_tokens: PLANS.free.limits.content.maxTokensPerRequest, stream: false });
      expect(req.messages[0].role).toBe('system');
      expect(req.messages[1].content).toContain('- Company: Bean There Café');
      // The file says which of the brand's fields the model was sent (issue 18).
      const { provenance } = (await client.call('GET', `/api/files/${res.body.fileId}`)).body;
      expect(provenance).toMatchObject({ writer: 'openai', model: 'openai:test-model', promptVersion: 'navia-writer/2', samplesUsed: 3, editedAfterGeneration: false });
      expect(provenance.brandFieldsSent).toEqual(expect.arrayContaining(['companyName', 'brandPersonality', 'emojiPreferences', 'personas.mainFrustration', 'offerings.keyValue', 'realContent.socialMedia']));
      expect(provenance.brandFieldsSent).not.toContain('realContent.blogPosts');
      // The AI activity record: a vendor's model, so it left the server, with the same fields and its tokens.
      const activity = (await client.call('GET', '/api/ai-activity')).body;
      expect(activity).toMatchObject({ total: 1, leftServer: 1 });
      expect(activity.entries[0]).toMatchObject({ purpose: 'draft', provider: 'openai', model: 'test-model', local: false, tokens: 42, outcome: 'succeeded', brandFieldsSent: provenance.brandFieldsSent });
    });

    it('answers a refused key as 502 and a dropped connection after its retries', async () => {
      const { client } = await onboardedClient(sys, 'oa-errors', 'starter');
      oa.queue({ kind: 'error', status: 401, body: { error: { message: 'Incorrect API key provided: sk-te****key' } } });
      const refused = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(refused.body).toMatchObject({ status: 502, error: 'writer_failed', message: 'The openai writer refused our credentials (HTTP 401)' });
      oa.requests.length = 0;
      oa.queue({ kind: 'drop' }, { kind: 'drop' }, { kind: 'drop' });
      const dropped = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
      expect(dropped.body).toMatchObject({ status: 502, message: 'The openai writer could not be reached' });
      expect(oa.requests).toHaveLength(3);
      // Failed calls are recorded as failed; a refused connection received nothing.
      const entries = (await client.call('GET', '/api/ai-activity')).body.entries;
      expect(entries.map((e: { outcome: string; error: string }) => [e.outcome, e.error])).toEqual([
        ['failed', 'The openai writer could not be reached'],
        ['failed', 'The openai writer refused our credentials (HTTP 401)'],
      ]);
    });
  });
});

describe('WRITER=auto with a model server on this machine, and each user’s choice of model (issue 21)', () => {
  let local: FakeVendorServer;
  let sys: TestSystem;
  beforeAll(async () => {
    // A local server as Ollama runs it: no key, the OpenAI protocol, an embedding model listed beside the chat ones.
    local = await fakeOpenAiServer({
      apiKey: '',
      models: ['nomic-embed-text:latest', 'llama3.2:latest', 'qwen2.5:7b'],
      // A revision ("Make it more on-brand") is answered as a model would: the passage in the brand's casual voice.
      reply: (body) =>
        String(body?.messages?.[0]?.content ?? '').startsWith('You are a marketing editor')
          ? 'Heads up: we pour from six, and your cup is waiting! ☕'
          : fakeDraft(/- Topic: (.*)/.exec(String(body?.messages?.[1]?.content ?? ''))?.[1]),
      usage: { prompt_tokens: 300, completion_tokens: 30, total_tokens: 330 },
    });
    sys = await startTestSystem({ services: ['identity', 'brand', 'content'], env: { WRITER: 'auto', LOCAL_AI_URL: `${local.url}/v1`, LOCAL_AI_MODEL: 'qwen2.5:7b', WRITER_RETRIES: '0' } });
  });
  afterAll(async () => {
    await sys?.stop();
    await local?.close();
  });

  it('writes with the local model by default, on every plan, and says which model and prompt wrote', async () => {
    const { client } = await onboardedClient(sys, 'auto-free');
    await saveBrandProfile(client);
    const models = await client.call('GET', '/api/ai/models');
    expect(models.status).toBe(200);
    expect(models.body).toEqual({
      models: [
        expect.objectContaining({ id: 'local:qwen2.5:7b', name: 'qwen2.5:7b', writer: 'openai', local: true }),
        expect.objectContaining({ id: 'local:llama3.2:latest', writer: 'openai', local: true }),
        expect.objectContaining({ id: 'offline', name: 'Navia Composer', writer: 'offline', local: true }),
      ],
      defaultModel: 'local:qwen2.5:7b',
      selectedModel: null,
      activeModel: expect.objectContaining({ id: 'local:qwen2.5:7b' }),
      canSelect: false,
      requiredPlan: 'pro',
    });
    local.requests.length = 0;
    const res = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ writer: 'openai', model: 'local:qwen2.5:7b', promptVersion: 'navia-writer/2', tokens: 30 });
    expect(res.body.content).toContain('Remote draft about Skip the morning line');
    const chat = local.requests.find((r) => r.path === '/v1/chat/completions');
    expect(chat?.body.model).toBe('qwen2.5:7b');
    expect(chat?.body.messages[1].content).toContain('- Main frustration: Waiting in long lines before work');
  });

  it('refuses a choice below Grow with the plan that unlocks it, and stores nothing', async () => {
    const { client } = await onboardedClient(sys, 'auto-build', 'basic');
    const refused = await client.call('PUT', '/api/ai/model', { model: 'offline' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'plan_limit_reached', message: 'AI model selection requires upgrade', field: 'model' });
    expect((await client.call('GET', '/api/ai/models')).body.selectedModel).toBeNull();
  });

  it('sends "Make it more on-brand" to the local model with the voice, the draft and its drifting passages', async () => {
    const { client } = await onboardedClient(sys, 'auto-rewrite');
    await saveBrandProfile(client);
    const draft = 'Please be advised that service shall commence at six.';
    local.requests.length = 0;
    const res = await client.call('POST', '/api/voice-rewrite', { text: draft, formatId: 'instagram-caption' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ text: 'Heads up: we pour from six, and your cup is waiting! ☕', model: { id: 'local:qwen2.5:7b' }, promptVersion: 'navia-reviser/1', passagesRewritten: 1 });
    expect(res.body.voice.score).toBeGreaterThan(res.body.previous.score);
    const asked = local.requests.find((r) => r.path === '/v1/chat/completions')?.body;
    expect(asked.model).toBe('qwen2.5:7b');
    const brief = String(asked.messages[1].content);
    expect(brief).toContain('- Tone of voice: Friendly');
    expect(brief).toContain(`## The draft (Instagram Caption)\n\n${draft}`);
    expect(brief).toMatch(/## Passages that drift \(rewrite these\)\n1\. "Please be advised that service shall commence at six\.": Formal wording .* in a casual voice/);
    // The revision is sent the voice, not the offer or the persona.
    expect(brief).not.toContain('Commuter Chris');

    // Both calls are on the user's AI activity record: a model on this server, so nothing left it.
    const activity = await client.call('GET', '/api/ai-activity');
    expect(activity.status).toBe(200);
    expect(activity.body).toMatchObject({ total: 1, leftServer: 0 });
    expect(activity.body.entries).toEqual([
      expect.objectContaining({ purpose: 'rewrite', provider: 'local', model: 'qwen2.5:7b', local: true, tokens: 30, outcome: 'succeeded', charactersSent: asked.messages[0].content.length + brief.length }),
    ]);
    expect(activity.body.entries[0].brandFieldsSent).toEqual(['companyName', 'industry', 'brandPersonality', 'toneOfVoice', 'languageStyle', 'emojiPreferences', 'realContent.socialMedia', 'realContent.websiteCopy', 'realContent.emailIntros']);
    // Another user's record holds none of it.
    const other = await onboardedClient(sys, 'auto-rewrite-other');
    expect((await other.client.call('GET', '/api/ai-activity')).body).toMatchObject({ entries: [], total: 0 });
  });

  it('lets a Grow user choose, writes with the choice, and keeps other users on the default', async () => {
    const grow = await onboardedClient(sys, 'auto-grow', 'pro');
    const other = await onboardedClient(sys, 'auto-other', 'pro');
    await saveBrandProfile(grow.client);
    const unknown = await grow.client.call('PUT', '/api/ai/model', { model: 'local:gpt-5' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'model', message: 'model: This model is not available on this server' });
    const chosen = await grow.client.call('PUT', '/api/ai/model', { model: 'offline' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ selectedModel: 'offline', activeModel: { id: 'offline' }, canSelect: true });
    local.requests.length = 0;
    const written = await grow.client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
    expect(written.body).toMatchObject({ writer: 'offline', model: 'offline', promptVersion: 'navia-composer/2' });
    expect(local.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect((await other.client.call('GET', '/api/ai/models')).body).toMatchObject({ selectedModel: null, activeModel: { id: 'local:qwen2.5:7b' } });

    // A downgrade keeps the choice but writes with the default; back to the default with null.
    const down = await grow.client.call('POST', '/api/billing/test-mode/plan', { plan: 'basic' });
    grow.client.token = down.body.accessToken;
    expect((await grow.client.call('GET', '/api/ai/models')).body).toMatchObject({ selectedModel: 'offline', activeModel: { id: 'local:qwen2.5:7b' }, canSelect: false });
    const up = await grow.client.call('POST', '/api/billing/test-mode/plan', { plan: 'pro' });
    grow.client.token = up.body.accessToken;
    const reset = await grow.client.call('PUT', '/api/ai/model', { model: null });
    expect(reset.body).toMatchObject({ selectedModel: null, activeModel: { id: 'local:qwen2.5:7b' } });
  });

  it('answers a model that will not write a draft, after one repair attempt, as 502 with what it did', async () => {
    const { client } = await onboardedClient(sys, 'auto-refuse', 'starter');
    const refusal = { kind: 'raw' as const, status: 200, contentType: 'application/json', body: JSON.stringify({ choices: [{ message: { content: 'I cannot help with that.' } }] }) };
    local.queue(refusal, refusal);
    const res = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ ok: false, error: 'writer_failed', status: 502, message: 'The local model qwen2.5:7b declined to write this draft, twice' });
    // Nothing of the plan's content was used.
    expect((await client.call('GET', '/api/mindstudio/usage')).body.usage.today.used).toBe(0);
  });
});
