import { loadContentSettings } from './settings';

describe('the content service settings', () => {
  it('default to WRITER=auto (a local model server, else the offline composer) and a 5 MB body', () => {
    const settings = loadContentSettings({ NODE_ENV: 'test' });
    expect(settings.bodyLimit).toBe('5mb');
    expect(settings.writing).toMatchObject({ writer: 'auto', timeoutSeconds: 25, retries: 2, maxTokens: 4000, temperature: 0.7 });
    expect(settings.writing.mindstudio).toEqual({
      baseUrl: 'https://api.mindstudio.ai',
      apiKey: undefined,
      runPath: '/developer/v2/agents/run',
      loadPath: '/developer/v2/agents/load',
      workerId: undefined,
      workflow: 'Main.flow',
    });
  });

  it('refuse mindstudio without a key and a worker', () => {
    expect(() => loadContentSettings({ WRITER: 'mindstudio', MINDSTUDIO_API_KEY: 'k' })).toThrow('WRITER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_WRITER_WORKER_ID');
    expect(() => loadContentSettings({ WRITER: 'gpt' })).toThrow(/Invalid configuration WRITER/);
    expect(() => loadContentSettings({ WRITER_TEMPERATURE: '3' })).toThrow(/Invalid configuration WRITER_TEMPERATURE/);
  });

  it('share the OpenAI-compatible connection with the analyzer, and take the writer’s own model over the analyzer’s', () => {
    const env = { WRITER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_API_KEY: 'key', OPENAI_MODEL: 'small' };
    expect(loadContentSettings(env).writing.openai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'key', model: 'small' });
    expect(loadContentSettings({ ...env, WRITER_OPENAI_MODEL: 'big' }).writing.openai.model).toBe('big');
  });
});
