import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FetchFailedError, FetchRefusedError, pinnedLookup, vetUrl, type AllowPrivate, type ResolvedAddress, type Resolver } from '@navia/service-kit';

/**
 * Fetches a user-given web page for analysis without letting the URL reach internal networks (SSRF):
 * - http and https only, no credentials in the URL;
 * - the host name is resolved here and every address it resolves to must be public (service-kit's net/public-address.ts), and the
 *   connection goes to the address that was checked (the socket's DNS lookup is replaced), so a second, different
 *   DNS answer (rebinding) cannot redirect it;
 * - redirects are followed by hand, at most 5, and every hop is checked again;
 * - one deadline for the whole fetch, redirects included; the body is read up to a byte cap (after decompression)
 *   and the rest dropped; only text/html, application/xhtml+xml and text/plain answers are read.
 */

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** Test and development only: private addresses allowed for every URL (true) or for these origins only. */
  allowPrivate?: AllowPrivate;
  resolver?: Resolver;
  signal?: AbortSignal;
  userAgent?: string;
}

export interface FetchedPage {
  /** The URL asked for, and the one that answered after redirects. */
  url: string;
  finalUrl: string;
  status: number;
  contentType: string;
  text: string;
  /** The body was longer than the cap and was cut there. */
  truncated: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const READABLE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);
const DEFAULT_MAX_REDIRECTS = 5;

function request(url: URL, addr: ResolvedAddress, opts: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false, // a fresh connection per hop: a pooled socket was vetted for another request
      lookup: pinnedLookup(addr),
      headers: {
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': opts.userAgent ?? 'NaviaBrandVoice/1.0 (+brand voice analysis)',
      },
    });
    const onAbort = () => req.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    req.once('response', (res) => {
      res.once('close', () => signal.removeEventListener('abort', onAbort));
      resolve(res);
    });
    req.once('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      reject(err);
    });
    req.end();
  });
}

function decoded(res: IncomingMessage, url: string): Readable {
  const encoding = String(res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  switch (encoding) {
    case 'identity':
    case '':
      return res;
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      res.destroy();
      throw new FetchFailedError('content_type', url, `${url} answered in an unsupported encoding (${encoding})`);
  }
}

/** Reads at most `maxBytes` (decompressed, so a small compressed bomb cannot fill memory) and stops the download there. */
async function readCapped(res: IncomingMessage, url: string, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const stream = decoded(res, url);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      if (size + buf.length > maxBytes) {
        chunks.push(buf.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
  } finally {
    if (!res.complete) res.destroy();
    if (stream !== res) stream.destroy();
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

function charsetOf(contentType: string, head: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1];
  return meta ?? 'utf-8';
}

function decodeText(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function networkFailure(err: unknown, url: string, timedOut: boolean): Error {
  if (err instanceof FetchFailedError || err instanceof FetchRefusedError) return err;
  if (timedOut) return new FetchFailedError('timeout', url, `${new URL(url).host} did not answer in time`);
  const code = (err as NodeJS.ErrnoException)?.code;
  return new FetchFailedError('network', url, `${new URL(url).host} could not be reached${code ? ` (${code})` : ''}`);
}

export async function safeFetch(input: string, opts: SafeFetchOptions): Promise<FetchedPage> {
  if (!URL.canParse(input)) throw new FetchRefusedError('scheme', input, 'Not a valid web address');
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = new URL(input);
  for (let hop = 0; ; hop += 1) {
    const addr = await vetUrl(url, opts);
    if (timeout.aborted) throw networkFailure(undefined, url.href, true);
    let res: IncomingMessage;
    try {
      res = await request(url, addr, opts, signal);
    } catch (err) {
      throw networkFailure(err, url.href, timeout.aborted);
    }
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location) {
      res.destroy();
      if (hop >= maxRedirects) throw new FetchFailedError('redirects', input, `${new URL(input).host} redirected more than ${maxRedirects} times`);
      if (!URL.canParse(location, url.href)) throw new FetchFailedError('status', url.href, `${url.host} redirected to an invalid address`, status);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      res.destroy();
      throw new FetchFailedError('status', url.href, `${url.host} answered with HTTP ${status}`, status);
    }
    const contentType = String(res.headers['content-type'] ?? '');
    const mime = contentType.split(';')[0].trim().toLowerCase();
    if (!READABLE_TYPES.has(mime)) {
      res.destroy();
      throw new FetchFailedError('content_type', url.href, `${url.host} did not answer with a web page (${mime || 'no content type'})`);
    }
    try {
      const { body, truncated } = await readCapped(res, url.href, opts.maxBytes);
      return { url: input, finalUrl: url.href, status, contentType: mime, text: decodeText(body, charsetOf(contentType, body)), truncated };
    } catch (err) {
      throw networkFailure(err, url.href, timeout.aborted);
    }
  }
}
