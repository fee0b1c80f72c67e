import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, type ErrorBody } from '@navia/contracts';
import { setForwardingHeaders, type ForwardedFor } from '@navia/service-kit';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function sendError(res: ServerResponse, status: number, error: string, message: string) {
  if (res.headersSent) return res.destroy();
  const body: ErrorBody = { ok: false, error, status, message };
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** What the browser gets from a service that is down: 503 in the one error shape. */
export function answerServiceUnavailable(res: ServerResponse): void {
  sendError(res, 503, 'service_unavailable', 'The service is temporarily unavailable, try again shortly');
}

/**
 * Streams one request to a service over HTTP and its answer back. A service that is down answers 503 and one that
 * takes too long 504, both in the one error shape, so the browser never hangs on a dead service.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  forwarding: ForwardedFor & { requestId: string; mark: string },
  timeoutMs = 30_000,
): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(req.url ?? '/', target);
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    headers[REQUEST_ID_HEADER] = forwarding.requestId;
    // The gateway decides the client address and scheme (it alone knows whether to trust an ingress in front of it);
    // a browser-sent X-Forwarded-* never reaches a service, so per-IP throttles cannot be dodged by spoofing it.
    setForwardingHeaders(headers, forwarding, forwarding.mark);
    const upstream = request(url, { method: req.method, headers, timeout: timeoutMs }, (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('end', resolve);
      up.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (err) => {
      if (err.message === 'timeout') sendError(res, 504, 'gateway_timeout', 'The service took too long to answer');
      else answerServiceUnavailable(res);
      resolve();
    });
    req.pipe(upstream);
  });
}
