// Runs steps one per task, in order: the first at once, each next one in a new task after the previous one, so the
// browser can handle input (and paint) between them rather than after one long task. A MessageChannel message is
// the earliest new task the page can ask for (a timer may be clamped to 4 ms once nested, and is throttled in a
// background tab). The next task is asked for before a step runs, so a step that throws does not stop the ones
// after it (the app must still start if an early request could not be sent). This file imports nothing, so main.js
// can carry it.

export type Step = () => void;

export function inTasksOfTheirOwn(steps: readonly Step[]): void {
  const queue = [...steps];
  if (queue.length === 0) return;
  const channel = new MessageChannel();
  const runNext = () => {
    const step = queue.shift() as Step;
    if (queue.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
    step();
  };
  channel.port1.onmessage = runNext;
  runNext();
}
