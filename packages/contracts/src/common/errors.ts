import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The one error shape every service answers with (ARCHITECTURE.md "One request, end to end"). */
export const ErrorBody = lazySchema(() => z.object({
  ok: z.literal(false),
  error: z.string(),
  status: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
}));
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error ids; clients may branch on these, so they never change meaning. */
export const ErrorIds = {
  validation: 'validation_error',
  malformedJson: 'malformed_json',
  payloadTooLarge: 'payload_too_large',
  unauthorized: 'unauthorized',
  tokenExpired: 'token_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  invalidCredentials: 'invalid_credentials',
  emailTaken: 'email_taken',
  tooManyRequests: 'too_many_requests',
  billingUnavailable: 'billing_not_configured',
  planLimit: 'plan_limit_reached',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorId = (typeof ErrorIds)[keyof typeof ErrorIds];
