import { createLogger } from '../logger';
import { chooseJobBackend, createJobRuntime } from './create-runtime';
import { InlineRuntime } from './inline-runtime';

const log = createLogger('test', 'silent');

describe('chooseJobBackend', () => {
  it.each([
    [{}, 'inline'],
    [{ redisUrl: 'redis://x:6379' }, 'redis'],
    [{ backend: 'inline' as const, redisUrl: 'redis://x:6379' }, 'inline'],
    [{ backend: 'postgres' as const, redisUrl: 'redis://x:6379' }, 'postgres'],
    [{ backend: 'redis' as const }, 'redis'],
  ])('%j → %s', (config, kind) => {
    expect(chooseJobBackend(config)).toBe(kind);
  });
});

describe('createJobRuntime', () => {
  it('refuses redis without a Redis URL', () => {
    expect(() => createJobRuntime({ backend: 'redis' }, log)).toThrow('JOB_BACKEND=redis needs REDIS_URL');
  });

  it('refuses postgres without a PostgreSQL URL', () => {
    expect(() => createJobRuntime({ backend: 'postgres' }, log)).toThrow(/JOB_BACKEND=postgres needs DATABASE_URL/);
  });

  it('runs jobs inline by default', async () => {
    const runtime = createJobRuntime({}, log);
    expect(runtime).toBeInstanceOf(InlineRuntime);
    expect(runtime.kind).toBe('inline');
    await runtime.close();
  });
});
