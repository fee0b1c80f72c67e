import { pollUntil } from './poll-until';

describe('pollUntil', () => {
  it('answers as soon as the check has a value', async () => {
    let calls = 0;
    const started = Date.now();
    const value = await pollUntil(async () => (++calls >= 3 ? 'done' : undefined), { timeoutMs: 2000, minDelayMs: 5 });
    expect(value).toBe('done');
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives up with undefined at the deadline, not long after', async () => {
    const started = Date.now();
    expect(await pollUntil(async () => undefined, { timeoutMs: 150, minDelayMs: 10, maxDelayMs: 40 })).toBeUndefined();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(400);
  });

  it('backs off between checks up to the maximum delay', async () => {
    const at: number[] = [];
    await pollUntil(async () => void at.push(Date.now()), { timeoutMs: 400, minDelayMs: 10, maxDelayMs: 80 });
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    expect(gaps[0]).toBeLessThan(40);
    expect(Math.max(...gaps)).toBeLessThan(140);
    expect(at.length).toBeLessThan(15);
  });
});
