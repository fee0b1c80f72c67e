import { ApiError } from '../api/api-error';
import { LatestValueWriter } from './latest-value-writer';

const tooMany = (retryAfter: number) => new ApiError(429, 'Too Many Requests', '', retryAfter);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A send whose answers the test releases one by one, to hold a value in flight. */
function controlledSend() {
  const sent: number[] = [];
  const answers: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  const send = (value: number) =>
    new Promise<void>((resolve, reject) => {
      sent.push(value);
      answers.push({ resolve, reject });
    });
  return { sent, send, answer: (i: number) => answers[i] };
}

it('coalesces a run of keystrokes into one send of the last value', async () => {
  const { sent, send, answer } = controlledSend();
  const writer = new LatestValueWriter({ send, delayMs: 400 });
  for (const value of [9, 98, 987, 9876, 98765, 987654, 9876543]) {
    writer.write(value);
    await jest.advanceTimersByTimeAsync(100);
  }
  expect(sent).toEqual([]);
  await jest.advanceTimersByTimeAsync(400);
  expect(sent).toEqual([9876543]);
  answer(0).resolve();
});

it('sends one at a time, so a slow answer cannot leave an older value stored', async () => {
  const { sent, send, answer } = controlledSend();
  const writer = new LatestValueWriter({ send, delayMs: 400 });
  writer.write(98);
  await jest.advanceTimersByTimeAsync(400);
  writer.write(9876543);
  await jest.advanceTimersByTimeAsync(400);
  expect(sent).toEqual([98]); // the newer value waits for the answer to the older one
  answer(0).resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(sent).toEqual([98, 9876543]);
  answer(1).resolve();
});

it('waits out a 429 and then sends the latest value; a value still refused is reported and kept for retry', async () => {
  const { sent, send, answer } = controlledSend();
  const onWait = jest.fn();
  const onError = jest.fn();
  const writer = new LatestValueWriter({ send, delayMs: 400, onWait, onError });
  writer.write(12);
  await jest.advanceTimersByTimeAsync(400);
  answer(0).reject(tooMany(5));
  await jest.advanceTimersByTimeAsync(0);
  expect(onWait).toHaveBeenCalledWith(5);
  writer.write(120); // typed while waiting: the retry sends this
  await jest.advanceTimersByTimeAsync(5000);
  expect(sent).toEqual([12, 120]);
  answer(1).reject(tooMany(5));
  await jest.advanceTimersByTimeAsync(0);
  expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 120);
  expect(sent).toEqual([12, 120]);

  void writer.retry();
  await jest.advanceTimersByTimeAsync(0);
  expect(sent).toEqual([12, 120, 120]);
  answer(2).resolve();
});

it('flush sends what is pending at once', async () => {
  const { sent, send, answer } = controlledSend();
  const writer = new LatestValueWriter({ send, delayMs: 400 });
  writer.write(5);
  const done = writer.flush();
  expect(sent).toEqual([5]);
  answer(0).resolve();
  await done;
});
