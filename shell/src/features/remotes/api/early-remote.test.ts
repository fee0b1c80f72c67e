import { PROVIDED_FILES_META, fetchManifestResponse, startEarlyRemoteLoad } from './early-remote';

const manifest = {
  remotes: {
    mf_dashboard_tasks: { entry: '/remotes/mf-dashboard-tasks/remoteEntry.js' },
    mf_create: { entry: 'https://cdn.example/create/remoteEntry.js' },
    mf_brand_hq: {
      entry: '/remotes/mf-brand-hq/remoteEntry.js',
      loads: { files: ['144.be9c8907.js'], shared: ['antd/Radio', 'antd/Select', 'antd/core', 'react'] },
    },
  },
};

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.head.querySelectorAll('link[rel="preload"], meta').forEach((element) => element.remove());
  // No early request left over from another test.
  void fetchManifestResponse().catch(() => undefined);
  fetchMock.mockClear();
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);
/** The page's map of the shell's provided files, as the shell's build writes it. */
function pageProvides(byKey: Record<string, string[]>) {
  const meta = document.createElement('meta');
  meta.name = PROVIDED_FILES_META;
  meta.content = JSON.stringify(byKey);
  document.head.appendChild(meta);
}
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

  it("preloads what the remote's exposed module loads: its files beside its entry, and the shell's files of the keys it consumes", async () => {
    pageProvides({ 'antd/Select': ['/antd-select.1.js'], 'antd/Radio': ['/antd-radio.2.js'], 'antd/Form': ['/antd-form.3.js', '/antd-radio.2.js'] });
    // The page's own preload of a file (its first screen) is not repeated.
    const own = document.createElement('link');
    own.rel = 'preload';
    own.as = 'script';
    own.href = '/antd-radio.2.js';
    document.head.appendChild(own);
    startEarlyRemoteLoad('/brand-profile/who-you-are');
    await settle();
    expect(preloads()).toEqual([
      ['script', 'http://localhost/antd-radio.2.js'],
      ['script', 'http://localhost/remotes/mf-brand-hq/remoteEntry.js'],
      ['script', 'http://localhost/remotes/mf-brand-hq/144.be9c8907.js'],
      ['script', 'http://localhost/antd-select.1.js'],
    ]);
    const lowPriority = [...document.head.querySelectorAll('link[fetchpriority="low"]')].map((link) => link.getAttribute('href'));
    expect(lowPriority).toEqual(['http://localhost/remotes/mf-brand-hq/144.be9c8907.js', 'http://localhost/antd-select.1.js']);
  });

  it.each([
    ['without the map (a development build)', null],
    ['with a map that does not parse', '{"antd/Select": ['],
  ])("preloads only the remote's own files on a page %s", async (_, content) => {
    if (content !== null) {
      const meta = document.createElement('meta');
      meta.name = PROVIDED_FILES_META;
      meta.content = content;
      document.head.appendChild(meta);
    }
    startEarlyRemoteLoad('/brand-profile/who-you-are');
    await settle();
    expect(preloads().map(([, href]) => href)).toEqual(['http://localhost/remotes/mf-brand-hq/remoteEntry.js', 'http://localhost/remotes/mf-brand-hq/144.be9c8907.js']);
  });

  it("spells the page's map as the shell's build writes it", () => {
    expect(PROVIDED_FILES_META).toBe(require('../../../../../packages/client-kit/build/first-screen-preload-plugin.cjs').PROVIDED_FILES_META);
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
