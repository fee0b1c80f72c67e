import { BoundedQueue, QueueFullError } from './bounded-queue';

const settled = () => new Promise((r) => setImmediate(r));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks, queues up to `maxWaiting` and refuses the next at once', async () => {
    const q = new BoundedQueue({ concurrency: 2, maxWaiting: 1 });
    const gates: Array<() => void> = [];
    const task = () => new Promise<void>((r) => gates.push(r));
    const running = [q.run(task), q.run(task), q.run(task)];
    expect(q.stats).toEqual({ active: 2, waiting: 1 });
    expect(gates).toHaveLength(2);
    await expect(q.run(task)).rejects.toBeInstanceOf(QueueFullError);

    gates.shift()!();
    await settled();
    // The waiting task took the free turn: still two running, none waiting, so one more fits again.
    expect(q.stats).toEqual({ active: 2, waiting: 0 });
    expect(gates).toHaveLength(2);
    running.push(q.run(task));
    expect(q.stats).toEqual({ active: 2, waiting: 1 });
    while (gates.length || q.stats.active) {
      gates.shift()?.();
      await settled();
    }
    await Promise.all(running);
    expect(q.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the turn of a task that fails', async () => {
    const q = new BoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(q.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
