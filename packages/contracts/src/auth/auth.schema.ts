import { z } from 'zod';
import { PlanSummary } from '../plans';
import { isValidTimeZone } from '../common/primitives';
import { lazySchema } from '../common/lazy-schema';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Email = lazySchema(() => z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid email address' })));

export const SignUpBody = lazySchema(() => z.object({
  email: Email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().max(100).optional(),
}));
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = lazySchema(() => z.object({
  email: Email,
  // No length rule beyond the maximum: a sign-in must not reveal the password policy.
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
}));
export type SignInBody = z.infer<typeof SignInBody>;

/** Client-readable, server-writable user metadata (external-apis.md "Identity concepts"). */
export const PublicMetadata = lazySchema(() => z.object({
  onboardingComplete: z.boolean(),
  timezone: z.string().optional(),
  lastDetected: z.string().optional(),
  isAutoDetected: z.boolean().optional(),
}));
export type PublicMetadata = z.infer<typeof PublicMetadata>;

export const User = lazySchema(() => z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  publicMetadata: PublicMetadata,
  plan: PlanSummary,
}));
export type User = z.infer<typeof User>;

export const AuthResponse = lazySchema(() => z.object({ user: User, accessToken: z.string() }));
export type AuthResponse = z.infer<typeof AuthResponse>;

/**
 * The user comes with the token (beyond the spec's `{accessToken}`): a page load restores the session with this one
 * call instead of a refresh followed by `GET /api/auth/me`, one round trip less before a signed-in screen can render.
 */
export const RefreshResponse = lazySchema(() => z.object({ accessToken: z.string(), user: User }));
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const MeResponse = lazySchema(() => z.object({ user: User }));
export type MeResponse = z.infer<typeof MeResponse>;

/** Claims of the access JWT. `pla` carries the plan so services enforce limits without a call to identity. */
export const AccessClaims = lazySchema(() => z.object({
  sub: z.string().uuid(),
  sid: z.string().uuid(),
  pla: z.string(),
  /** Present (true) only for operators granted the admin role (`npm run set-admin`): the queue dashboard. */
  adm: z.boolean().optional(),
  /**
   * The user's IANA time zone ('UTC' when none is stored), so services count the user's days (due dates, usage)
   * without asking identity. Absent only on tokens issued before the claim existed: services then ask identity.
   */
  tz: z.string().refine(isValidTimeZone).optional(),
  iat: z.number(),
  /**
   * Issue time in milliseconds. `iat` has whole seconds, and a plan change answers a fresh token within the same
   * second as the tokens it supersedes; the not-before check (revoked-sessions.ts) compares this.
   */
  ims: z.number().int().optional(),
  exp: z.number(),
}));
export type AccessClaims = z.infer<typeof AccessClaims>;

export const REFRESH_COOKIE = 'navia_refresh';
