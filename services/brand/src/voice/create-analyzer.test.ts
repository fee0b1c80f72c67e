import { LocalAiDiscovery } from '@navia/service-kit';
import { fakeOpenAiServer } from '@navia/service-kit/testing';
import { loadBrandSettings } from '../settings';
import { analyzerPicker } from './create-analyzer';

const samples = { samples: [{ kind: 'socialMedia' as const, label: 'Social media captions', text: 'Monday called. We answered with a double shot! ☕ Come say hi.' }] };

describe('choosing the analyzer by its settings (BRAND_VOICE_ANALYZER)', () => {
  it('is auto by default, and builds each analyzer from its settings', async () => {
    expect(loadBrandSettings({}).voice.analyzer).toBe('auto');
    expect((await analyzerPicker(loadBrandSettings({ BRAND_VOICE_ANALYZER: 'offline' }).voice, null)()).name).toBe('offline');
    const ms = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'mindstudio', MINDSTUDIO_API_KEY: 'k', MINDSTUDIO_BRAND_VOICE_WORKER_ID: 'w' });
    expect((await analyzerPicker(ms.voice, null)()).name).toBe('mindstudio');
    const oa = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    expect((await analyzerPicker(oa.voice, null)()).name).toBe('openai');
  });

  it('auto: analyzes with the local model server while it answers, offline before and after', async () => {
    const answer = JSON.stringify({ brandPersonality: ['Playful'], toneOfVoice: ['Friendly'], languageStyle: ['Casual'], emojiStyle: 'playful-vibrant', customEmojis: '☕', summary: 'Warm.' });
    const server = await fakeOpenAiServer({ apiKey: '', reply: () => answer, models: ['nomic-embed-text', 'qwen2.5:3b'] });
    const cfg = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'auto', LOCAL_AI_URL: `${server.url}/v1`, BRAND_VOICE_REMOTE_RETRIES: '0' }).voice;
    const discovery = new LocalAiDiscovery(cfg.localAi);
    const pick = analyzerPicker(cfg, discovery);
    try {
      const local = await pick();
      expect(local.name).toBe('openai');
      await local.analyze(samples);
      const chat = server.requests.find((r) => r.path === '/v1/chat/completions');
      expect(chat?.body.model).toBe('qwen2.5:3b');
      expect(chat?.headers.authorization).toBeUndefined();
      await server.close();
      // The failed call makes the next analysis look again, and find nothing.
      await expect(local.analyze(samples)).rejects.toThrow('The local model qwen2.5:3b could not be reached');
      await discovery.probe();
      expect((await pick()).name).toBe('offline');
    } finally {
      discovery.stop();
      await server.close();
    }
  });
});
