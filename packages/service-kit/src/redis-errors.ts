import type { Logger } from './logger';

/**
 * ioredis calls this for every failed reconnect while Redis is down. It logs at most once per `everyMs`, which is
 * enough to see the outage in the logs. Attach the one listener to every connection that should share that limit.
 */
export function throttledRedisWarning(log: Logger, message: string, everyMs = 10_000): (err: Error) => void {
  let last = 0;
  return (err) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    log.warn({ err: err.message }, message);
  };
}
