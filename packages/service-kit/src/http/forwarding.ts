import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Middleware } from 'koa';
import { safeEqual } from '../auth/middleware';

/**
 * Who the client is (address) and how it reached us (http or https) is decided once, by the gateway: it alone knows
 * whether an ingress stands in front of it (TRUST_PROXY). It hands its decision to the service in the usual
 * X-Forwarded-* headers plus this mark, and a service believes those headers only when the mark is there. Anyone else
 * who reaches a service's port (the embedded services' loopback listeners, a pod in the cluster) cannot choose the
 * address the per-IP throttles count, nor make identity think a plain-http request came over https.
 */
export const FORWARDED_BY_HEADER = 'x-navia-forwarded-by';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'] as const;

/**
 * The gateway's mark, derived from the service token rather than equal to it: a forwarded browser request carries
 * the mark, and must never carry what opens `/internal/*`.
 */
export function forwardingMark(serviceToken: string): string {
  return createHmac('sha256', serviceToken).update('navia gateway forwarding v1').digest('base64url');
}

export interface ForwardedFor {
  clientIp: string;
  protocol: 'http' | 'https';
}

/** Replaces whatever forwarding headers the client sent with the gateway's own decision and its mark. */
export function setForwardingHeaders(headers: IncomingHttpHeaders | Record<string, string | string[]>, forwarded: ForwardedFor, mark: string): void {
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = forwarded.clientIp;
  headers['x-forwarded-proto'] = forwarded.protocol;
  headers[FORWARDED_BY_HEADER] = mark;
}

/**
 * First middleware of every service app: forwarding headers without the gateway's mark are dropped before Koa reads
 * them (ctx.ip, ctx.protocol, ctx.secure), so they describe the socket instead. `mark` null trusts no one.
 */
export function forwardingHeadersFromGatewayOnly(mark: string | null): Middleware {
  return async (ctx, next) => {
    const headers = ctx.req.headers;
    const presented = headers[FORWARDED_BY_HEADER];
    const trusted = mark !== null && typeof presented === 'string' && safeEqual(presented, mark);
    delete headers[FORWARDED_BY_HEADER];
    if (!trusted) for (const name of FORWARDING_HEADERS) delete headers[name];
    await next();
  };
}
