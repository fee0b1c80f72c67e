import { pollUntil, type PollClock } from './poll-until';

/** A clock whose sleeps pass at once and are recorded: the waits are checked exactly, whatever the machine's load. */
function virtualClock(): PollClock & { t: number; sleeps: number[] } {
  const clock = {
    t: 1_000_000,
    sleeps: [] as number[],
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.t += ms;
    },
  };
  return clock;
}

describe('pollUntil', () => {
  it('answers as soon as the check has a value', async () => {
    const clock = virtualClock();
    let calls = 0;
    const value = await pollUntil(async () => (++calls >= 3 ? 'done' : undefined), { timeoutMs: 2000, minDelayMs: 5, clock });
    expect(value).toBe('done');
    expect(calls).toBe(3);
    expect(clock.sleeps).toEqual([5, 10]);
  });

  it('gives up with undefined at the deadline, not after it', async () => {
    const clock = virtualClock();
    const started = clock.t;
    expect(await pollUntil(async () => undefined, { timeoutMs: 150, minDelayMs: 10, maxDelayMs: 40, clock })).toBeUndefined();
    // 10 + 20 + 40 + 40 = 110, then only the 40 ms left: it ends exactly at the deadline.
    expect(clock.sleeps).toEqual([10, 20, 40, 40, 40]);
    expect(clock.t - started).toBe(150);
  });

  it('backs off between checks up to the maximum delay', async () => {
    const clock = virtualClock();
    let checks = 0;
    await pollUntil(async () => void checks++, { timeoutMs: 400, minDelayMs: 10, maxDelayMs: 80, clock });
    expect(clock.sleeps).toEqual([10, 20, 40, 80, 80, 80, 80, 10]);
    expect(checks).toBe(clock.sleeps.length + 1);
  });

  it('stops waiting when aborted', async () => {
    const clock = virtualClock();
    const abort = new AbortController();
    let checks = 0;
    const value = await pollUntil(
      async () => {
        if (++checks === 2) abort.abort();
        return undefined;
      },
      { timeoutMs: 10_000, minDelayMs: 10, clock, signal: abort.signal },
    );
    expect(value).toBeUndefined();
    expect(checks).toBe(2);
  });

  it('waits on the real clock by default', async () => {
    let calls = 0;
    expect(await pollUntil(async () => (++calls >= 2 ? 'ok' : undefined), { timeoutMs: 5000, minDelayMs: 1 })).toBe('ok');
  });
});
