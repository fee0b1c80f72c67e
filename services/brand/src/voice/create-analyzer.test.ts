import { loadBrandSettings } from '../settings';
import { createAnalyzer } from './create-analyzer';

describe('choosing the analyzer by its settings (BRAND_VOICE_ANALYZER)', () => {
  it('uses the built-in offline analyzer by default', () => {
    expect(createAnalyzer(loadBrandSettings({}).voice).name).toBe('offline');
  });

  it('builds the MindStudio and OpenAI-compatible analyzers from their settings', () => {
    const ms = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'mindstudio', MINDSTUDIO_API_KEY: 'k', MINDSTUDIO_BRAND_VOICE_WORKER_ID: 'w' });
    expect(createAnalyzer(ms.voice).name).toBe('mindstudio');
    const oa = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    expect(createAnalyzer(oa.voice).name).toBe('openai');
  });
});
