import { inTasksOfTheirOwn } from './in-tasks-of-their-own';

/** Resolves after the tasks queued so far: a MessageChannel message is queued behind them. */
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('inTasksOfTheirOwn', () => {
  it('runs the first step at once and each next one in a later task, in order', async () => {
    const ran: string[] = [];
    inTasksOfTheirOwn([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual(['a']);
    // Not in the same task: microtasks (promise callbacks) come and go, and the next step has not run.
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual(['a']);
    await afterQueuedTasks();
    expect(ran).toEqual(['a', 'b']);
    await afterQueuedTasks();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs the steps after one that throws', async () => {
    const ran: string[] = [];
    expect(() =>
      inTasksOfTheirOwn([
        () => {
          throw new Error('could not send');
        },
        () => ran.push('b'),
      ]),
    ).toThrow('could not send');
    await afterQueuedTasks();
    expect(ran).toEqual(['b']);
  });

  it('does nothing without steps', () => {
    expect(() => inTasksOfTheirOwn([])).not.toThrow();
  });
});
