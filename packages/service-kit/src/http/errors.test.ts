import { ErrorBody } from '@navia/contracts';
import {
  AppError, conflict, forbidden, internalError, malformedJson, notFound, payloadTooLarge, planLimitReached, serviceUnavailable,
  tokenExpired, tooManyRequests, unauthorized, validationError,
} from './errors';

describe('error factories', () => {
  it.each<[string, AppError, string, number]>([
    ['validationError', validationError('bad', 'email'), 'validation_error', 400],
    ['malformedJson', malformedJson(), 'malformed_json', 400],
    ['payloadTooLarge', payloadTooLarge('1kb'), 'payload_too_large', 413],
    ['unauthorized', unauthorized(), 'unauthorized', 401],
    ['tokenExpired', tokenExpired(), 'token_expired', 401],
    ['forbidden', forbidden(), 'forbidden', 403],
    ['notFound', notFound('Brand'), 'not_found', 404],
    ['conflict', conflict('taken'), 'conflict', 409],
    ['tooManyRequests', tooManyRequests(3), 'too_many_requests', 429],
    ['planLimitReached', planLimitReached('limit'), 'plan_limit_reached', 403],
    ['serviceUnavailable', serviceUnavailable(), 'service_unavailable', 503],
    ['internalError', internalError(), 'internal_error', 500],
  ])('%s has a stable id and status, and a body in the one error shape', (_name, err, id, status) => {
    expect(err.error).toBe(id);
    expect(err.status).toBe(status);
    const body = err.toBody();
    expect(ErrorBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ ok: false, error: id, status });
  });

  it('includes field only when there is one', () => {
    expect(validationError('bad', 'email').toBody()).toEqual({ ok: false, error: 'validation_error', status: 400, message: 'bad', field: 'email' });
    expect('field' in unauthorized().toBody()).toBe(false);
  });

  it('names the limit in the payload-too-large message and blames the body', () => {
    expect(payloadTooLarge('1kb').toBody()).toMatchObject({ message: 'The request body is larger than 1kb', field: 'body' });
  });

  it('says what was not found', () => {
    expect(notFound('Brand').message).toBe('Brand not found');
  });

  it.each([
    [0.2, '1'],
    [0, '1'],
    [1.01, '2'],
    [30, '30'],
  ])('tooManyRequests(%d) sends Retry-After %s (whole seconds, at least 1)', (seconds, header) => {
    expect(tooManyRequests(seconds).headers).toEqual({ 'Retry-After': header });
  });

  it('hides internals in internal_error', () => {
    expect(internalError().message).toBe('Something went wrong on our side');
  });
});
