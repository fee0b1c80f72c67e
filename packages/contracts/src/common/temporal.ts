/**
 * The parts of TC39's Temporal the date rules read, where the runtime has it (Chrome 144+, Firefox 139+; not Node 20,
 * not every Safari): each caller keeps Intl as its fallback and gives the same answer either way.
 *
 * Why: the first Intl formatter a page builds initialises ICU's formatting data. In chromium under Lighthouse's 4× CPU
 * slowdown that is 200–450 ms of main thread, and every signed-in page paid it during its start (the shell's time-zone
 * check, the task buckets' today, a module-level formatter): issue 16, docs/performance.md "ICU at the start".
 * Temporal answers the same questions (the runtime's zone, a day in a zone, whether a zone exists) from the zone rules
 * alone, in about 1 ms.
 */
interface TemporalInstant {
  toZonedDateTimeISO(timeZone: string): { toPlainDate(): { toString(): string } };
}

export interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: { fromEpochMilliseconds(epochMilliseconds: number): TemporalInstant };
}

/** The runtime's Temporal, or undefined where it has none (then use Intl). */
export function temporal(): TemporalApi | undefined {
  const api = (globalThis as { Temporal?: Partial<TemporalApi> }).Temporal;
  return api?.Now && api.Instant ? (api as TemporalApi) : undefined;
}
