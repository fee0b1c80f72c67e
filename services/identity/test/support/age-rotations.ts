import type { TestSystem } from '@navia/gateway/test/support/test-system';

/**
 * Moves a session's remembered rotations `ms` into the past, as if that much time had gone by since each token was
 * rotated away: the refresh grace window can be left behind without waiting 20 s on the clock.
 */
export async function ageRotations(sys: TestSystem, sessionId: string, ms: number): Promise<void> {
  const sessions = () => sys.db().withSchema('identity').table('sessions');
  const row = await sessions().where({ id: sessionId }).first();
  const recent = (typeof row.recent_hashes === 'string' ? JSON.parse(row.recent_hashes) : row.recent_hashes) as Array<{ hash: string; at: number }>;
  await sessions()
    .where({ id: sessionId })
    .update({ recent_hashes: JSON.stringify(recent.map((r) => ({ ...r, at: r.at - ms }))) });
}
