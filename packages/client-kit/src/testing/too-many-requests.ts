// For the remotes' tests (imported as '@navia/client-kit/src/testing/too-many-requests'; not part of the bundle).

/** The gateway's 429 for a write past the shared ceiling (docs/operations.md "Rate limits"), with Retry-After. */
export function tooManyRequestsResponse(retryAfterSeconds: number): Response {
  const body = { ok: false, error: 'too_many_requests', status: 429, message: 'Too many changes in a short time, try again shortly' };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
}
