import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type WebhookEventBody } from '@navia/contracts';
import { pinnedLookup, vetUrl, type AllowPrivate, type Resolver } from '@navia/service-kit';

/** `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`: what a receiver recomputes to trust a delivery. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookSendOptions {
  allowPrivate: AllowPrivate;
  timeoutMs: number;
  resolver?: Resolver;
}

/** What the receiver answered: its status code, or why there was none. */
export type WebhookSendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * POSTs one event to a receiver: the address vetted like the brand analyzer's (public only, unless allowed; the
 * socket pinned to the vetted address), no redirects followed (a 3xx is a failed delivery), one deadline for the
 * whole exchange, the answer's body read and dropped. A 2xx is delivered; anything else is a failure to retry.
 */
export async function sendWebhook(url: string, secret: string, event: WebhookEventBody, opts: WebhookSendOptions): Promise<WebhookSendResult> {
  const target = new URL(url);
  let address;
  try {
    address = await vetUrl(target, { allowPrivate: opts.allowPrivate, resolver: opts.resolver, purpose: 'called' });
  } catch (err) {
    return { ok: false, status: null, error: (err as Error).message };
  }
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(target, {
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(address),
      timeout: opts.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Navia-Webhooks/1.0',
        [WEBHOOK_EVENT_HEADER]: event.type,
        [WEBHOOK_EVENT_ID_HEADER]: event.id,
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
      },
    });
    const deadline = setTimeout(() => req.destroy(new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} s`)), opts.timeoutMs);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => {
        clearTimeout(deadline);
        const status = res.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `The receiver answered ${status}` });
      });
      res.once('error', (err) => {
        clearTimeout(deadline);
        resolve({ ok: false, status: res.statusCode ?? null, error: err.message });
      });
    });
    req.once('timeout', () => req.destroy(new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} s`)));
    req.once('error', (err) => {
      clearTimeout(deadline);
      const code = (err as NodeJS.ErrnoException).code;
      resolve({ ok: false, status: null, error: code === 'ECONNREFUSED' ? 'The receiver refused the connection' : err.message });
    });
    req.end(body);
  });
}
