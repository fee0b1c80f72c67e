import { testConfig } from '@navia/service-kit/testing';
import { createAnalyzer } from './create-analyzer';

describe('choosing the analyzer by configuration', () => {
  it('uses the built-in offline analyzer by default, with the fetch filter on', () => {
    const config = testConfig();
    expect(createAnalyzer(config.brandVoice).name).toBe('offline');
    expect(config.brandVoice.fetch.allowPrivate).toBe(false);
    expect(config.brandVoice.waitSeconds).toBeGreaterThan(0);
  });

  it('builds the MindStudio and OpenAI-compatible analyzers from their settings', () => {
    const ms = testConfig({ BRAND_VOICE_ANALYZER: 'mindstudio', MINDSTUDIO_API_KEY: 'k', MINDSTUDIO_BRAND_VOICE_WORKER_ID: 'w' });
    expect(createAnalyzer(ms.brandVoice).name).toBe('mindstudio');
    const oa = testConfig({ BRAND_VOICE_ANALYZER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    expect(createAnalyzer(oa.brandVoice).name).toBe('openai');
    expect(oa.brandVoice.openai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3' });
  });

  it('refuses MindStudio without its key and worker id, and unknown analyzers', () => {
    expect(() => testConfig({ BRAND_VOICE_ANALYZER: 'mindstudio', MINDSTUDIO_API_KEY: 'k' })).toThrow(/MINDSTUDIO_API_KEY and MINDSTUDIO_BRAND_VOICE_WORKER_ID/);
    expect(() => testConfig({ BRAND_VOICE_ANALYZER: 'gpt' })).toThrow(/BRAND_VOICE_ANALYZER/);
  });

  it('relaxes the address filter only outside production, for all or for listed origins', () => {
    expect(testConfig({ ANALYZER_FETCH_ALLOW_PRIVATE: 'true' }).brandVoice.fetch.allowPrivate).toBe(true);
    expect(testConfig({ ANALYZER_FETCH_ALLOW_PRIVATE: 'http://127.0.0.1:4000/, http://localhost:5000' }).brandVoice.fetch.allowPrivate).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:5000',
    ]);
    expect(() => testConfig({ NODE_ENV: 'production', ANALYZER_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(/must be false when NODE_ENV=production/);
  });
});
