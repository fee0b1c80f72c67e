import { VoiceScore } from '@navia/contracts';
import { BRAND_PROFILE, createTasks, eventually, onboardedClient, saveBrandProfile, startTestSystem, type TestSystem } from './content.support';

jest.setTimeout(60_000);

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand', 'tasks', 'strategies', 'content'] });
});
afterAll(() => sys?.stop());

const caption = { platformId: 'instagram', formatId: 'instagram-caption', audience: 'Commuter Chris', offer: 'Morning Pass', topic: 'Skip the morning line' };
// The profile's voice is playful and friendly with playful emoji: this is the opposite.
const LEGAL = 'Pursuant to the agreement, the parties hereby acknowledge that liability shall be allocated in accordance with clause 4.2 and the obligations set out herein.';

describe('every draft carries its voice score (issue 18 item 2)', () => {
  it('answers the score with the draft, keeps it for the file, and computes it again when a save changes the text', async () => {
    const { client } = await onboardedClient(sys, 'file-voice', 'basic');
    await saveBrandProfile(client);
    const written = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
    expect(written.status).toBe(200);
    const voice = VoiceScore.parse(written.body.voice);
    expect(voice.aspects.find((a) => a.aspect === 'emoji')?.expected).toEqual([BRAND_PROFILE.emojiPreferences.style]);
    const read = await client.call('GET', `/api/files/${written.body.fileId}`);
    expect(read.body.voice).toEqual(voice);

    const saved = await client.call('PATCH', `/api/files/${written.body.fileId}/save-approved`, { content: LEGAL });
    expect(saved.status).toBe(200);
    expect(saved.body.voice.score).toBeLessThan(voice.score);
    expect(saved.body.voice.drift).toEqual([expect.objectContaining({ aspect: 'tone', start: 0, end: LEGAL.length, reason: expect.stringMatching(/Formal wording .* in a casual voice/) })]);
    expect((await client.call('GET', `/api/files/${written.body.fileId}`)).body.voice).toEqual(saved.body.voice);
  });

  it('scores a task’s generated file before it is opened', async () => {
    const { client, userId, brandId } = await onboardedClient(sys, 'file-voice-task', 'basic');
    await saveBrandProfile(client);
    const [taskId] = await createTasks(sys, userId, brandId, [{ title: 'Show the morning rush' }]);
    const task = (await client.call('GET', `/api/tasks/${taskId}`)).body;
    expect((await client.call('POST', `/api/tasks/${taskId}/execute`, { strategyId: task.strategyId })).status).toBe(202);
    const run = await eventually(async () => {
      const res = await client.call('GET', `/api/tasks/${taskId}/execution`);
      return res.body.status === 'completed' ? res.body : undefined;
    }, 15_000, 'the run completed');
    // Stored by the job, before anyone reads the file.
    const stored = await sys.db().withSchema('content').table('file_voices').where({ file_id: run.fileId }).first();
    const storedVoice = typeof stored?.voice === 'string' ? JSON.parse(stored.voice) : stored?.voice;
    expect(VoiceScore.parse(storedVoice).score).toBeGreaterThan(0);
    expect((await client.call('GET', `/api/files/${run.fileId}`)).body.voice).toEqual(storedVoice);
  });
});

describe('every generated file says where its text came from (issue 18 item 4)', () => {
  it('records the writer, model, prompt, what was sent and when, says when it was edited since, and nothing for a file never generated', async () => {
    const { client } = await onboardedClient(sys, 'provenance', 'basic');
    await saveBrandProfile(client);
    const written = await client.call('POST', '/api/mindstudio/execute-writing', { contentInstructions: caption });
    const read = await client.call('GET', `/api/files/${written.body.fileId}`);
    // The composer sends nothing anywhere: no brand field left the server; it read the three samples the profile has.
    expect(read.body.provenance).toEqual({
      writer: 'offline',
      model: 'offline',
      promptVersion: 'navia-composer/2',
      brandFieldsSent: [],
      samplesUsed: 3,
      generatedAt: expect.any(String),
      editedAfterGeneration: false,
    });
    // Saving the draft as written approves it; it is not an edit. Changing the text is.
    const approved = await client.call('PATCH', `/api/files/${written.body.fileId}/save-approved`, { content: written.body.content });
    expect(approved.body.provenance).toMatchObject({ model: 'offline', editedAfterGeneration: false });
    const saved = await client.call('PATCH', `/api/files/${written.body.fileId}/save-approved`, { content: 'My own words now.' });
    expect(saved.body.provenance).toMatchObject({ model: 'offline', editedAfterGeneration: true });
    const manual = await client.call('POST', '/api/files/new', {});
    expect((await client.call('GET', `/api/files/${manual.body.file.id}`)).body.provenance).toBeNull();
  });
});


describe('"Make it more on-brand" (issue 18 item 3)', () => {
  it('has the composer rewrite the drifting passages, answers both scores, and saves nothing', async () => {
    const { client } = await onboardedClient(sys, 'voice-rewrite', 'free');
    await saveBrandProfile(client);
    const file = await client.call('POST', '/api/files/new', {});
    await client.call('PATCH', `/api/files/${file.body.file.id}/save-approved`, { content: LEGAL });
    const res = await client.call('POST', '/api/voice-rewrite', { text: LEGAL, formatId: 'instagram-caption' });
    expect(res.status).toBe(200);
    const previous = VoiceScore.parse(res.body.previous);
    const voice = VoiceScore.parse(res.body.voice);
    expect(previous.drift.length).toBeGreaterThan(0);
    expect(res.body.text).not.toBe(LEGAL);
    expect(res.body.text).not.toMatch(/pursuant|hereby|shall|in accordance with|herein/i);
    expect(voice.drift).toEqual([]);
    expect(voice.score).toBeGreaterThan(previous.score + 20);
    expect(res.body).toMatchObject({ passagesRewritten: 1, model: { id: 'offline', writer: 'offline' }, promptVersion: 'navia-composer/2' });
    // The same draft is rewritten the same way: the composer is deterministic.
    expect((await client.call('POST', '/api/voice-rewrite', { text: LEGAL })).body.text).toBe(res.body.text);
    // Nothing is saved until the person takes the rewrite into the editor and saves it.
    expect((await client.call('GET', `/api/files/${file.body.file.id}`)).body.file.content).toBe(LEGAL);
    // The composer calls no model: the AI activity record stays empty, nothing left the server.
    expect((await client.call('GET', '/api/ai-activity')).body).toEqual({ entries: [], total: 0, leftServer: 0, retentionDays: 90 });
  });

  it('names the field of bad input, and answers another user’s brand as 404', async () => {
    const { client } = await onboardedClient(sys, 'voice-rewrite-bad', 'free');
    const other = await onboardedClient(sys, 'voice-rewrite-other', 'free');
    const empty = await client.call('POST', '/api/voice-rewrite', { text: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { field: 'text' } });
    const format = await client.call('POST', '/api/voice-rewrite', { text: LEGAL, formatId: 'no-such-format' });
    expect(format).toMatchObject({ status: 400, body: { field: 'formatId' } });
    const foreign = await client.call('POST', '/api/voice-rewrite', { text: LEGAL, brandId: other.brandId });
    expect(foreign.status).toBe(404);
  });
});
