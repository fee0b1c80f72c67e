import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import { setForwardingHeaders, type ForwardedFor } from '@navia/service-kit';
import { answerServiceUnavailable, proxyRequest } from './proxy';

/** What the gateway decided about one request and hands to the service with it. */
export interface Forwarding extends ForwardedFor {
  requestId: string;
}

/** Hands one raw request to a service and resolves when the answer is sent. */
export type Dispatch = (req: IncomingMessage, res: ServerResponse, forwarding: Forwarding) => Promise<void>;

/**
 * In the one-process default: call the service's Koa handler directly, no network hop. `mark` is the gateway's
 * forwarding mark (forwardingMark): the service believes the client address and scheme only with it.
 */
export function inProcess(handler: (req: IncomingMessage, res: ServerResponse) => unknown, mark: string): Dispatch {
  return (req, res, forwarding) =>
    new Promise((resolve) => {
      req.headers[REQUEST_ID_HEADER] = forwarding.requestId;
      setForwardingHeaders(req.headers, forwarding, mark);
      res.once('finish', resolve);
      res.once('close', resolve);
      handler(req, res);
    });
}

/** When services run apart: real HTTP to the service's URL. */
export function overHttp(baseUrl: string, mark: string, timeoutMs?: number): Dispatch {
  return (req, res, forwarding) => proxyRequest(req, res, baseUrl, { ...forwarding, mark }, timeoutMs);
}

/**
 * A service this process neither runs nor has an address for (an embedded gateway told to run only some services,
 * as tests do): every request is answered as when the service is down.
 */
export function unreachable(): Dispatch {
  return async (_req, res) => answerServiceUnavailable(res);
}
