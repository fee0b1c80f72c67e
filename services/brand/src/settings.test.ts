import { loadBrandSettings } from './settings';

describe('the brand service settings', () => {
  it('default to auto (a local model server, else the offline analyzer), with the fetch filter on', () => {
    const { voice } = loadBrandSettings({ NODE_ENV: 'test' });
    expect(voice).toMatchObject({ analyzer: 'auto', waitSeconds: 25, remoteTimeoutSeconds: 20, remoteRetries: 2 });
    expect(voice.fetch).toEqual({ timeoutSeconds: 10, maxBytes: 2_000_000, allowPrivate: false });
    expect(voice.mindstudio).toEqual({ baseUrl: 'https://api.mindstudio.ai', apiKey: undefined, runPath: '/developer/v2/agents/run', workerId: undefined, workflow: 'Main.flow' });
  });

  it('read the shared OpenAI-compatible connection', () => {
    const { voice } = loadBrandSettings({ BRAND_VOICE_ANALYZER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    expect(voice.openai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3' });
  });

  it('refuse MindStudio without its key and worker id, and unknown analyzers', () => {
    expect(() => loadBrandSettings({ BRAND_VOICE_ANALYZER: 'mindstudio', MINDSTUDIO_API_KEY: 'k' })).toThrow(
      'BRAND_VOICE_ANALYZER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_BRAND_VOICE_WORKER_ID',
    );
    expect(() => loadBrandSettings({ BRAND_VOICE_ANALYZER: 'gpt' })).toThrow(/Invalid configuration BRAND_VOICE_ANALYZER/);
    expect(() => loadBrandSettings({ MINDSTUDIO_RUN_PATH: 'agents/run' })).toThrow(/Invalid configuration MINDSTUDIO_RUN_PATH/);
  });

  it('relax the address filter only outside production, for all or for listed origins', () => {
    expect(loadBrandSettings({ ANALYZER_FETCH_ALLOW_PRIVATE: 'true' }).voice.fetch.allowPrivate).toBe(true);
    expect(loadBrandSettings({ ANALYZER_FETCH_ALLOW_PRIVATE: 'http://127.0.0.1:4000/, http://localhost:5000' }).voice.fetch.allowPrivate).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:5000',
    ]);
    expect(() => loadBrandSettings({ ANALYZER_FETCH_ALLOW_PRIVATE: 'not an origin' })).toThrow('Invalid configuration ANALYZER_FETCH_ALLOW_PRIVATE: not an origin is not an origin');
    expect(() => loadBrandSettings({ NODE_ENV: 'production', ANALYZER_FETCH_ALLOW_PRIVATE: 'true' })).toThrow('ANALYZER_FETCH_ALLOW_PRIVATE must be false when NODE_ENV=production');
  });
});
