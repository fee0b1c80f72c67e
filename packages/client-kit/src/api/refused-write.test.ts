import { ApiError, parseRetryAfter } from './api-error';
import { AUTO_RETRY_MAX_SECONDS, refusedWriteText, retryDelaySeconds, sendWithRetryAfter } from './refused-write';

const tooMany = (retryAfter: number | null) =>
  new ApiError(429, 'Too Many Requests', JSON.stringify({ ok: false, error: 'too_many_requests', status: 429, message: 'Too many changes in a short time, try again shortly' }), retryAfter);

afterEach(() => jest.useRealTimers());

it.each([
  ['7', 7],
  [' 0 ', 0],
  [null, null],
  ['soon', null],
  [new Date(Date.UTC(2026, 0, 1, 0, 0, 30)).toUTCString(), 30],
])('reads Retry-After %p as %p seconds', (header, seconds) => {
  expect(parseRetryAfter(header, Date.UTC(2026, 0, 1))).toBe(seconds);
});

it('waits out a short Retry-After of a 429 only', () => {
  expect(retryDelaySeconds(tooMany(3))).toBe(3);
  expect(retryDelaySeconds(tooMany(null))).toBe(2);
  expect(retryDelaySeconds(tooMany(AUTO_RETRY_MAX_SECONDS + 1))).toBeNull();
  expect(retryDelaySeconds(new ApiError(500, 'Internal Server Error', ''))).toBeNull();
  expect(retryDelaySeconds(new TypeError('Failed to fetch'))).toBeNull();
});

it('sends a write refused with 429 once more after Retry-After, telling the wait', async () => {
  jest.useFakeTimers();
  const send = jest.fn<Promise<string>, []>().mockRejectedValueOnce(tooMany(3)).mockResolvedValueOnce('stored');
  const onWait = jest.fn();
  const result = sendWithRetryAfter(send, { onWait });
  await jest.advanceTimersByTimeAsync(2900);
  expect(send).toHaveBeenCalledTimes(1);
  expect(onWait).toHaveBeenCalledWith(3);
  await jest.advanceTimersByTimeAsync(100);
  await expect(result).resolves.toBe('stored');
  expect(send).toHaveBeenCalledTimes(2);
});

it('gives up after one retry, and does not retry other failures', async () => {
  jest.useFakeTimers();
  const twice = jest.fn<Promise<string>, []>().mockRejectedValue(tooMany(1));
  const result = sendWithRetryAfter(twice);
  const settled = expect(result).rejects.toBeInstanceOf(ApiError);
  await jest.advanceTimersByTimeAsync(1000);
  await settled;
  expect(twice).toHaveBeenCalledTimes(2);

  const broken = jest.fn<Promise<string>, []>().mockRejectedValue(new ApiError(500, 'Internal Server Error', ''));
  await expect(sendWithRetryAfter(broken)).rejects.toBeInstanceOf(ApiError);
  expect(broken).toHaveBeenCalledTimes(1);
});

it('tells a person their edit is kept, and when to try again', () => {
  expect(refusedWriteText(tooMany(12))).toBe('Too many changes in a short time. Your edit is kept: try again in 12 seconds.');
  expect(refusedWriteText(tooMany(null))).toBe('Too many changes in a short time. Your edit is kept: try again in a moment.');
  const other = new ApiError(400, 'Bad Request', JSON.stringify({ ok: false, error: 'validation_failed', status: 400, message: 'Must be 0 or more' }));
  expect(refusedWriteText(other)).toBe('Must be 0 or more');
});
