import { ErrorIds, type ErrorBody, type ErrorId } from '@navia/contracts';

/** An error that knows how to answer: a stable id, an HTTP status, a message safe for users, and the field at fault. */
export class AppError extends Error {
  readonly expose = true;
  constructor(
    readonly error: ErrorId | string,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { ok: false, error: this.error, status: this.status, message: this.message, ...(this.field ? { field: this.field } : {}) };
  }
}

// Named factories (Outline's server/errors.ts): call sites say what went wrong, not which status code it is.
export const validationError = (message: string, field?: string) => new AppError(ErrorIds.validation, 400, message, field);
export const malformedJson = () => new AppError(ErrorIds.malformedJson, 400, 'The request body is not valid JSON', 'body');
export const payloadTooLarge = (limit: string) => new AppError(ErrorIds.payloadTooLarge, 413, `The request body is larger than ${limit}`, 'body');
export const unauthorized = (message = 'Sign in to continue') => new AppError(ErrorIds.unauthorized, 401, message);
export const tokenExpired = () => new AppError(ErrorIds.tokenExpired, 401, 'Your session has expired, sign in again');
/** The token's plan or role claim changed since it was issued: the same id as expiry, since a refresh is the cure. */
export const tokenSuperseded = () => new AppError(ErrorIds.tokenExpired, 401, 'Your plan or role changed, refresh the access token');
export const forbidden = (message = 'You are not allowed to do that') => new AppError(ErrorIds.forbidden, 403, message);
export const notFound = (what = 'Resource') => new AppError(ErrorIds.notFound, 404, `${what} not found`);
export const conflict = (message: string, field?: string) => new AppError(ErrorIds.conflict, 409, message, field);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, try again later') =>
  new AppError(ErrorIds.tooManyRequests, 429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const planLimitReached = (message: string, field?: string) => new AppError(ErrorIds.planLimit, 403, message, field);
export const serviceUnavailable = (message = 'The service is temporarily unavailable, try again shortly') =>
  new AppError(ErrorIds.serviceUnavailable, 503, message);
export const internalError = () => new AppError(ErrorIds.internal, 500, 'Something went wrong on our side');
