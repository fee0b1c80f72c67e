import type { z } from 'zod';
import { REQUEST_ID_HEADER, SERVICE_TOKEN_HEADER } from '@navia/contracts';
import { AppError, serviceUnavailable } from './http/errors';
import { currentRequestId } from './request-scope';

export interface InternalEndpoint<A extends unknown[], B extends z.ZodType | undefined, R extends z.ZodType> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (...args: A) => string;
  body?: B;
  response: R;
}

export interface InternalClientOptions {
  /** A URL, or a function giving it at call time (embedded mode learns loopback ports after start). */
  baseUrl: string | (() => string | undefined);
  serviceToken: string;
  timeoutMs?: number;
}

/**
 * Typed service-to-service calls: the endpoint's contract says the path, the body schema and the response schema,
 * so a caller can only send what the callee accepts, and gets back parsed, typed data. The request id of the scope
 * the call is made in (the request being handled, or the job being run: request-scope.ts) goes with it, so one id
 * follows the work through every service's logs without being passed along by hand.
 */
export class InternalClient {
  constructor(private readonly opts: InternalClientOptions) {}

  async call<A extends unknown[], B extends z.ZodType | undefined, R extends z.ZodType>(
    endpoint: InternalEndpoint<A, B, R>,
    args: A,
    body?: B extends z.ZodType ? z.input<B> : never,
  ): Promise<z.infer<R>> {
    const requestId = currentRequestId();
    const base = typeof this.opts.baseUrl === 'function' ? this.opts.baseUrl() : this.opts.baseUrl;
    if (!base) throw serviceUnavailable();
    const url = base.replace(/\/$/, '') + endpoint.path(...args);
    let res: Response;
    try {
      res = await fetch(url, {
        method: endpoint.method,
        headers: {
          [SERVICE_TOKEN_HEADER]: this.opts.serviceToken,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(endpoint.body ? endpoint.body.parse(body) : body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5_000),
      });
    } catch {
      throw serviceUnavailable();
    }
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) {
      // Pass a callee's client error through (e.g. its 404), but never its 5xx internals.
      if (res.status < 500 && data?.error) throw new AppError(data.error, res.status, data.message, data.field);
      throw serviceUnavailable();
    }
    return endpoint.response.parse(data);
  }
}
