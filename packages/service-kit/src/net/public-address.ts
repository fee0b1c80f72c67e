import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress } from './ip-address';

/**
 * What keeps a user-given URL off internal networks (SSRF), for every outgoing request to such a URL: brand's page
 * fetcher (the voice analysis) and identity's webhook deliveries.
 * - http and https only, no credentials in the URL;
 * - the host name is resolved here and every address it resolves to must be public (ip-address.ts), and the
 *   connection then goes to the address that was checked (`pinnedLookup` replaces the socket's DNS lookup), so a
 *   second, different DNS answer (rebinding) cannot redirect it.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (injectable so tests can answer any name with any address). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** Test and development only: private addresses allowed for every URL (true) or for these origins only. */
export type AllowPrivate = boolean | readonly string[];

/** The URL may not be requested at all: wrong scheme, credentials, or an address that is not public. */
export class FetchRefusedError extends Error {
  constructor(
    readonly reason: 'scheme' | 'credentials' | 'address',
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

/** The URL was allowed but could not be read. */
export class FetchFailedError extends Error {
  constructor(
    readonly reason: 'dns' | 'network' | 'timeout' | 'status' | 'content_type' | 'redirects',
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function isExempt(url: URL, allowPrivate: AllowPrivate | undefined): boolean {
  if (allowPrivate === true) return true;
  return Array.isArray(allowPrivate) && allowPrivate.includes(url.origin);
}

export interface VetOptions {
  allowPrivate?: AllowPrivate;
  resolver?: Resolver;
  /** How the refusals end: "… can be analyzed" (the default, brand's page fetcher), "… can be called" (webhooks). */
  purpose?: string;
}

/** Checks one hop and returns the address to connect to. */
export async function vetUrl(url: URL, opts: VetOptions): Promise<ResolvedAddress> {
  const purpose = opts.purpose ?? 'analyzed';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('scheme', url.href, `Only http and https addresses can be ${purpose} (${url.protocol.replace(':', '')} given)`);
  }
  if (url.username || url.password) throw new FetchRefusedError('credentials', url.href, `Addresses with a user name or password cannot be ${purpose}`);
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family) {
    addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (opts.resolver ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw new FetchFailedError('dns', url.href, `${host} could not be found`);
  }
  if (!isExempt(url, opts.allowPrivate)) {
    // Every address must be public: a name that also resolves to a private address is refused, not half-used.
    for (const a of addresses) {
      const kind = classifyAddress(a.address);
      if (kind !== 'public') {
        // The kind, never the resolved address: echoing it would let anyone map our internal DNS through this message.
        const what = family ? `${host} is` : `${host} resolves to`;
        throw new FetchRefusedError('address', url.href, `${what} a ${kind} address; only public websites can be ${purpose}`);
      }
    }
  }
  return addresses[0];
}

/** Pins the socket to the vetted address: Node asks this instead of DNS (with `all` when it races address families). */
export function pinnedLookup(addr: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: addr.address, family: addr.family }]);
    else callback(null, addr.address, addr.family);
  }) as unknown as LookupFunction;
}

/**
 * A `…_ALLOW_PRIVATE` setting (ANALYZER_FETCH_ALLOW_PRIVATE, WEBHOOK_ALLOW_PRIVATE): 'false' (default), 'true', or a
 * comma-separated list of origins. The address filter is what keeps user-given URLs off internal networks, so it can
 * only be relaxed outside production.
 */
export function parseAllowPrivate(variable: string, value: string, production: boolean): boolean | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '') return false;
  if (production) throw new Error(`${variable} must be false when NODE_ENV=production`);
  if (v === 'true') return true;
  return v.split(',').map((o) => {
    if (!URL.canParse(o.trim())) throw new Error(`Invalid configuration ${variable}: ${o.trim()} is not an origin`);
    return new URL(o.trim()).origin;
  });
}
