import { fakeOpenAiServer, startHttpServer, type StartedServer } from '../testing/vendor-fakes';
import { listLocalModels, LocalAiDiscovery } from './local-ai';

const settings = (addresses: string[], preferredModel?: string) => ({ addresses, preferredModel, intervalMs: 60_000, timeoutMs: 500 });

describe('looking for a local model server', () => {
  let closed: string;
  let notJson: StartedServer;
  let hanging: StartedServer;
  beforeAll(async () => {
    const gone = await startHttpServer((_req, res) => void res.end());
    closed = `${gone.url}/v1`;
    await gone.close();
    notJson = await startHttpServer((_req, res, _body) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>a web app on port 8080</html>');
    });
    // Accepts the connection and never answers: the probe's own deadline ends it.
    hanging = await startHttpServer(() => new Promise(() => undefined));
  });
  afterAll(() => Promise.all([notJson.close(), hanging.close()]));

  it('reads the chat models a server lists, leaving out embedding and speech models', async () => {
    const server = await fakeOpenAiServer({ apiKey: '', reply: () => '', models: ['llama3.2:latest', 'nomic-embed-text:latest', 'qwen2.5:7b', 'whisper-1', 'llama3.2:latest'] });
    try {
      expect(await listLocalModels(`${server.url}/v1/`, 500)).toEqual(['llama3.2:latest', 'qwen2.5:7b']);
    } finally {
      await server.close();
    }
  });

  it('answers null for nothing listening, a page that is not a model list, a hung server, and no chat model', async () => {
    const onlyEmbeddings = await fakeOpenAiServer({ apiKey: '', reply: () => '', models: ['nomic-embed-text'] });
    const started = Date.now();
    try {
      expect(await Promise.all([closed, `${notJson.url}/v1`, `${hanging.url}/v1`, `${onlyEmbeddings.url}/v1`].map((a) => listLocalModels(a, 500)))).toEqual([null, null, null, null]);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await onlyEmbeddings.close();
    }
  });

  it('takes the first address in order that answers, the preferred model first, and notices a server stop and start', async () => {
    const second = await fakeOpenAiServer({ apiKey: '', reply: () => '', models: ['mistral', 'llama3.2:latest'] });
    const third = await fakeOpenAiServer({ apiKey: '', reply: () => '', models: ['phi3'] });
    const discovery = new LocalAiDiscovery(settings([closed, `${notJson.url}/v1`, `${second.url}/v1`, `${third.url}/v1`], 'llama3.2'));
    try {
      expect(await discovery.current()).toEqual({ baseUrl: `${second.url}/v1`, models: ['llama3.2:latest', 'mistral'] });
      await second.close();
      await discovery.probe();
      expect(await discovery.current()).toEqual({ baseUrl: `${third.url}/v1`, models: ['phi3'] });
      await third.close();
      await discovery.probe();
      expect(await discovery.current()).toBeNull();
    } finally {
      discovery.stop();
      await Promise.all([second.close(), third.close()]);
    }
  });
});
