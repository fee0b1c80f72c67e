import { VoiceScore } from '@navia/contracts';
import { onboardedClient, startTestSystem, type TestSystem } from '@navia/gateway/test/support/test-system';

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem({ services: ['identity', 'brand'] });
});
afterAll(() => sys.stop());

const PLAYFUL_VOICE = {
  brandPersonality: { traits: ['Playful', 'Friendly'] },
  toneOfVoice: { traits: ['Upbeat'] },
  languageStyle: { traits: ['Casual'] },
  emojiPreferences: { style: 'playful-vibrant', customEmojis: '☕' },
  realContent: { socialMedia: 'Monday called. We answered with a double shot! ☕😍 Come say hi!', websiteCopy: '', emailIntros: '', blogPosts: '' },
};
const CAPTION = "Monday mood: sorted! ☕😍 Grab your double shot on the way in, we'll have it ready. Treat yourself! 🥐🎉";
const LEGAL = 'Pursuant to the shareholder agreement, the parties hereby acknowledge that liability shall be allocated in accordance with clause 4.2 and the obligations set out herein.';

describe('POST /api/voice-score (issue 18)', () => {
  it('scores a text against the caller’s brand voice, its default brand or the one named', async () => {
    const { client, brandId } = await onboardedClient(sys, 'voice-score');
    expect((await client.call('POST', '/api/brand-data', { brandData: PLAYFUL_VOICE })).status).toBe(200);
    const caption = await client.call('POST', '/api/voice-score', { text: CAPTION });
    expect(caption.status).toBe(200);
    expect(VoiceScore.parse(caption.body)).toEqual(caption.body);
    const legal = await client.call('POST', '/api/voice-score', { text: LEGAL, brandId });
    expect(caption.body.score - legal.body.score).toBeGreaterThanOrEqual(25);
    expect(legal.body.drift).toEqual([expect.objectContaining({ aspect: 'tone', start: 0, end: LEGAL.length })]);
    expect(caption.body.matches).toContainEqual({ sample: PLAYFUL_VOICE.realContent.socialMedia, aspect: 'emoji' });
  });

  it('answers 404 for another user’s brand and 400 naming the field for a bad body, and needs a session', async () => {
    const owner = await onboardedClient(sys, 'voice-owner');
    const other = await onboardedClient(sys, 'voice-other');
    const foreign = await other.client.call('POST', '/api/voice-score', { text: CAPTION, brandId: owner.brandId });
    expect(foreign.status).toBe(404);
    const missing = await owner.client.call('POST', '/api/voice-score', {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('text');
    const tooLong = await owner.client.call('POST', '/api/voice-score', { text: 'a'.repeat(50_001) });
    expect(tooLong.body).toMatchObject({ status: 400, field: 'text' });
    const res = await fetch(`${sys.url}/api/voice-score`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hi' }) });
    expect(res.status).toBe(401);
  });
});
