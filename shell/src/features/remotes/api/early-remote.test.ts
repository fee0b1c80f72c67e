import { fetchManifestResponse, startEarlyRemoteLoad } from './early-remote';

const manifest = {
  remotes: { mf_dashboard_tasks: { entry: '/remotes/mf-dashboard-tasks/remoteEntry.js' }, mf_create: { entry: 'https://cdn.example/create/remoteEntry.js' } },
};

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  // No early request left over from another test.
  void fetchManifestResponse().catch(() => undefined);
  fetchMock.mockClear();
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startEarlyRemoteLoad', () => {
  it('asks for the manifest at once and preloads the route remote\'s entry when it answers', async () => {
    startEarlyRemoteLoad('/dashboard');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    await settle();
    expect(preloads()).toEqual([['script', 'http://localhost/remotes/mf-dashboard-tasks/remoteEntry.js']]);
  });

  it('preloads an entry on another origin as the manifest gives it', async () => {
    startEarlyRemoteLoad('/create/writing');
    await settle();
    expect(preloads()).toEqual([['script', 'https://cdn.example/create/remoteEntry.js']]);
  });

  it('hands the early answer to the registry once; the next read asks again (Retry picks up a moved remote)', async () => {
    startEarlyRemoteLoad('/dashboard');
    const first = await fetchManifestResponse();
    expect(await first.json()).toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchManifestResponse();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['/', '/pricing', '/onboarding'])('does nothing on %s (not a remote\'s page, or the sign-in screen)', async (path) => {
    startEarlyRemoteLoad(path);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing when the manifest cannot be read, and the registry still gets the failed answer', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('down', { status: 503 }));
    startEarlyRemoteLoad('/tasks');
    await settle();
    expect(preloads()).toEqual([]);
    expect((await fetchManifestResponse()).status).toBe(503);
  });
});
