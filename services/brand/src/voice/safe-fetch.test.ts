import { gzipSync } from 'node:zlib';
import { fakeWebsite, html, redirect } from './fixtures/fake-servers';
import { FetchFailedError, FetchRefusedError, type Resolver } from '@navia/service-kit';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

type Site = Awaited<ReturnType<typeof fakeWebsite>>;

let site: Site;
let other: Site;
let hitsOnOther = 0;
const slowTimers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  other = await fakeWebsite({
    '/': (req, res) => {
      hitsOnOther += 1;
      html('<p>secret internal page</p>')(req, res);
    },
  });
  site = await fakeWebsite({
    '/ok': html('<html><body><p>Hello from the café</p></body></html>'),
    '/host': (req, res) => html(`<p>host=${req.headers.host}</p>`)(req, res),
    '/plain': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('just text');
    },
    '/json': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"a":1}');
    },
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('nope');
    },
    '/latin1': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from('<p>Caf\xe9</p>', 'latin1'));
    },
    '/gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync('<p>compressed words</p>'));
    },
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // 4 MB in 64 KB chunks; the reader must stop at its cap and close the connection.
      const chunk = 'a'.repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 64 && res.write(chunk)) sent += 1;
        if (sent >= 64) res.end();
        else res.once('drain', () => { sent += 1; push(); });
      };
      push();
    },
    '/never': () => undefined,
    '/stall-body': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>start');
      const t = setTimeout(() => res.end('</p>'), 5000);
      slowTimers.add(t);
    },
    '/relative': redirect('/ok'),
    '/to-loopback': redirect(`${other.url}/`),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-ten': redirect('http://10.0.0.1/admin', 307),
    '/to-localhost-name': (req, res) => redirect(`http://localhost:${req.socket.localPort}/ok`)(req, res),
    '/to-ftp': redirect('ftp://example.com/file'),
    '/loop': redirect('/loop'),
  });
});

afterAll(async () => {
  slowTimers.forEach(clearTimeout);
  await Promise.all([site.close(), other.close()]);
});

/** The filter is on; only the test site's own origin is exempted (like ANALYZER_FETCH_ALLOW_PRIVATE=<origin>). */
const exemptSite = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({ timeoutMs: 3000, maxBytes: 100_000, allowPrivate: [site.url], ...extra });
const filterOn = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({ timeoutMs: 3000, maxBytes: 100_000, ...extra });

async function refusal(url: string, opts: SafeFetchOptions): Promise<FetchRefusedError> {
  const err = await safeFetch(url, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof FetchRefusedError)) throw new Error(`expected a refusal for ${url}, got ${String(err)}`);
  return err;
}

async function failure(url: string, opts: SafeFetchOptions): Promise<FetchFailedError> {
  const err = await safeFetch(url, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof FetchFailedError)) throw new Error(`expected a fetch failure for ${url}, got ${String(err)}`);
  return err;
}

describe('safeFetch refuses what it must never reach', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'gopher://x/'])('refuses the scheme of %s', async (url) => {
    expect((await refusal(url, filterOn())).reason).toBe('scheme');
  });

  it('refuses credentials in the address', async () => {
    expect((await refusal('http://user:pw@example.com/', filterOn())).reason).toBe('credentials');
  });

  it.each([
    ['loopback', () => `${other.url}/`],
    ['loopback in another spelling', () => `http://2130706433:${other.port}/`],
    ['loopback in hex', () => `http://0x7f.1:${other.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${other.port}/`],
    ['0.0.0.0', () => `http://0.0.0.0:${other.port}/`],
    ['10/8', () => 'http://10.0.0.1/'],
    ['172.16/12', () => 'http://172.20.1.1/'],
    ['192.168/16', () => 'http://192.168.0.1/'],
    ['cloud metadata (169.254/16)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 unique local', () => 'http://[fd00::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
  ])('refuses %s without connecting', async (_label, url) => {
    const before = hitsOnOther;
    const err = await refusal(url(), filterOn());
    expect(err.reason).toBe('address');
    expect(err.message).toMatch(/only public websites can be analyzed/);
    expect(hitsOnOther).toBe(before);
  });

  it('refuses a DNS name that resolves to loopback (localhost, through the system resolver)', async () => {
    const before = hitsOnOther;
    const err = await refusal(`http://localhost:${other.port}/`, filterOn());
    expect(err.reason).toBe('address');
    expect(err.message).toMatch(/^localhost resolves to a loopback address/);
    expect(err.message).not.toMatch(/127\.0\.0\.1|::1/);
    expect(hitsOnOther).toBe(before);
  });

  it('refuses a DNS name that resolves to a private or metadata address', async () => {
    const resolver: Resolver = async (host) =>
      host === 'intranet.example' ? [{ address: '10.1.2.3', family: 4 }] : [{ address: '169.254.169.254', family: 4 }];
    expect((await refusal('https://intranet.example/', filterOn({ resolver }))).message).toMatch(/^intranet\.example resolves to a private address; only public websites can be analyzed$/);
    expect((await refusal('http://metadata.example/', filterOn({ resolver }))).message).toMatch(/link-local/);
  });

  it('refuses a name when any of its addresses is private, not just the first', async () => {
    const resolver: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect((await refusal('http://split.example/', filterOn({ resolver }))).reason).toBe('address');
  });

  it('reports a name that does not resolve as a fetch failure', async () => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await failure('http://no-such-host.example/', filterOn({ resolver }))).reason).toBe('dns');
  });
});

describe('safeFetch checks every redirect again', () => {
  it('follows a redirect within the allowed origin', async () => {
    const page = await safeFetch(`${site.url}/relative`, exemptSite());
    expect(page.finalUrl).toBe(`${site.url}/ok`);
    expect(page.text).toContain('Hello from the café');
  });

  it.each([
    ['another loopback server', '/to-loopback'],
    ['the cloud metadata address', '/to-metadata'],
    ['a 10/8 address (307)', '/to-ten'],
    ['a name that resolves to loopback', '/to-localhost-name'],
  ])('refuses a redirect to %s', async (_label, path) => {
    const before = hitsOnOther;
    expect((await refusal(`${site.url}${path}`, exemptSite())).reason).toBe('address');
    expect(hitsOnOther).toBe(before);
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await refusal(`${site.url}/to-ftp`, exemptSite())).reason).toBe('scheme');
  });

  it('stops after 5 redirects', async () => {
    const err = await failure(`${site.url}/loop`, exemptSite());
    expect(err.reason).toBe('redirects');
    expect(err.message).toMatch(/more than 5 times/);
  });
});

describe('safeFetch reads pages within its limits', () => {
  it('connects to the address it vetted, not to a second DNS answer', async () => {
    let lookups = 0;
    // brand.example does not exist: the page can only load if the socket uses the vetted address.
    const resolver: Resolver = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const page = await safeFetch(`http://brand.example:${site.port}/host`, { ...filterOn({ resolver }), allowPrivate: true });
    expect(page.text).toContain(`host=brand.example:${site.port}`);
    expect(lookups).toBe(1);
  });

  it('reads text/plain, decodes gzip and honours the charset', async () => {
    expect((await safeFetch(`${site.url}/plain`, exemptSite())).text).toBe('just text');
    expect((await safeFetch(`${site.url}/gzip`, exemptSite())).text).toContain('compressed words');
    expect((await safeFetch(`${site.url}/latin1`, exemptSite())).text).toContain('Café');
  });

  it('refuses answers that are not web pages, and error statuses', async () => {
    expect((await failure(`${site.url}/json`, exemptSite())).reason).toBe('content_type');
    const missing = await failure(`${site.url}/missing`, exemptSite());
    expect([missing.reason, missing.status]).toEqual(['status', 404]);
  });

  it('stops reading at the size cap', async () => {
    const started = Date.now();
    const page = await safeFetch(`${site.url}/huge`, exemptSite({ maxBytes: 200_000 }));
    expect(page.truncated).toBe(true);
    expect(page.text.length).toBe(200_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up at the deadline when the server never answers, or stalls mid-body', async () => {
    for (const path of ['/never', '/stall-body']) {
      const started = Date.now();
      const err = await failure(`${site.url}${path}`, exemptSite({ timeoutMs: 300 }));
      expect(err.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });
});
