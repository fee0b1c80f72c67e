import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the work being done, kept in an async scope so code far from the request's ctx needs no
 * parameter for it: the internal client sends it on every service-to-service call, and the job runtimes log it when
 * a job is enqueued. `requestContext` opens the scope for each request; a job running outside one (a BullMQ worker,
 * the outbox's poller) opens its own with `jobScopeId` (perform.ts). In-process jobs run inside the enqueuing
 * request's scope, so they keep its id.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** What a request id may be (anything else arriving in the header is replaced by a fresh one). */
export const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id a job's own scope carries when it runs outside any request: `job-{queue}-{jobId}`, so the lines of the
 * services it calls are found by the job's id. Characters a request id may not hold become `_`.
 */
export function jobScopeId(queue: string, jobId: string): string {
  return `job-${queue}-${jobId}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 128);
}
