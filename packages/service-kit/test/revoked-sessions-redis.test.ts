import { randomUUID } from 'node:crypto';
import { createLogger } from '../src/logger';
import { RedisRevocationSync } from '../src/auth/redis-revocation-sync';
import { RevokedSessions } from '../src/auth/revoked-sessions';
import { startOwnRedis, type OwnRedis } from '../src/testing';

// Two (or three) stores on one Redis stand for the processes of the production arrangement: each service runs apart.
const TTL = 15 * 60_000;
const log = createLogger('t', 'silent');
let redis: OwnRedis;
const opened: RevokedSessions[] = [];

async function processStore(prefix: string): Promise<RevokedSessions> {
  const store = new RevokedSessions(TTL);
  const sync = new RedisRevocationSync(store, { redisUrl: redis.url, prefix, log });
  store.connect(sync);
  await sync.ready(5000);
  opened.push(store);
  return store;
}

/** Polls until `check` holds: a revocation reaches another process asynchronously (pub/sub), so wait for it. */
async function eventually(check: () => boolean, label: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${label} not seen in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const token = (sid: string, sub = randomUUID()) => ({ sub, sid, iat: Math.floor(Date.now() / 1000), ims: Date.now() });

beforeAll(async () => {
  redis = await startOwnRedis();
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await redis.close();
});

describe('revoked sessions over Redis', () => {
  it('a revocation made in one process reaches the others through pub/sub', async () => {
    const prefix = `t${randomUUID()}`;
    const [identity, tasks] = await Promise.all([processStore(prefix), processStore(prefix)]);
    const sid = randomUUID();
    await identity.revokeSession(sid);
    expect(identity.check(token(sid))).toBe('revoked');
    await eventually(() => tasks.check(token(sid)) === 'revoked', 'the revocation in the other process');
    const user = randomUUID();
    const before = Date.now();
    await identity.revokeTokensBefore(user, before + 1);
    await eventually(() => tasks.check({ ...token(randomUUID(), user), ims: before }) === 'superseded', 'the not-before time in the other process');
  });

  it('a process that starts later reads what is still in force, and nothing of another deployment', async () => {
    const prefix = `t${randomUUID()}`;
    const sid = randomUUID();
    await (await processStore(prefix)).revokeSession(sid);
    expect((await processStore(prefix)).check(token(sid))).toBe('revoked');
    expect((await processStore(`t${randomUUID()}`)).check(token(sid))).toBe('ok');
  });

  it('keeps answering from memory while Redis is down, and catches up both ways when it is back', async () => {
    const prefix = `t${randomUUID()}`;
    const [identity, tasks] = await Promise.all([processStore(prefix), processStore(prefix)]);
    const known = randomUUID();
    await identity.revokeSession(known);
    await eventually(() => tasks.check(token(known)) === 'revoked', 'the first revocation');

    await redis.kill();
    // Requests are checked against the in-memory copy: no Redis call, so nothing fails or waits.
    expect(tasks.check(token(known))).toBe('revoked');
    expect(tasks.check(token(randomUUID()))).toBe('ok');
    // A sign-out during the outage takes effect here at once; Redis cannot be told yet.
    const duringOutage = randomUUID();
    await identity.revokeSession(duringOutage);
    expect(identity.check(token(duringOutage))).toBe('revoked');
    expect(tasks.check(token(duringOutage))).toBe('ok');

    await redis.restart();
    // On reconnect the identity process resends what Redis missed and the tasks process re-reads the set.
    await eventually(() => tasks.check(token(duringOutage)) === 'revoked', 'the revocation made during the outage', 20_000);
    expect(tasks.check(token(known))).toBe('revoked');
    // And a third process started after the outage finds it in Redis.
    expect((await processStore(prefix)).check(token(duringOutage))).toBe('revoked');
  });
});
