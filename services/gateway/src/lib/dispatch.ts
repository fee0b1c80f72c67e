import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@navia/contracts';
import { proxyRequest } from './proxy';

/** Hands one raw request to a service and resolves when the answer is sent. */
export type Dispatch = (req: IncomingMessage, res: ServerResponse, requestId: string, clientIp: string) => Promise<void>;

/** In the one-process default: call the service's Koa handler directly, no network hop. */
export function inProcess(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Dispatch {
  return (req, res, requestId, clientIp) =>
    new Promise((resolve) => {
      req.headers[REQUEST_ID_HEADER] = requestId;
      req.headers['x-forwarded-for'] = clientIp;
      res.once('finish', resolve);
      res.once('close', resolve);
      handler(req, res);
    });
}

/** When services run apart: real HTTP to the service's URL. */
export function overHttp(baseUrl: string, timeoutMs?: number): Dispatch {
  return (req, res, requestId, clientIp) => proxyRequest(req, res, baseUrl, requestId, clientIp, timeoutMs);
}
