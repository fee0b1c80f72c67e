import type { TemporalApi } from './temporal';

type Contracts = typeof import('../index');

/**
 * A stand-in for the browser's Temporal, with just the zone rules the tests need (whole-hour or half-hour offsets,
 * no daylight saving): enough to tell whether the date rules asked Temporal or built an Intl formatter.
 */
const OFFSET_MINUTES: Record<string, number> = { UTC: 0, 'Asia/Kolkata': 330, 'America/Bogota': -300 };

function fakeTemporal(ownZone: string): TemporalApi {
  return {
    Now: { timeZoneId: () => ownZone },
    Instant: {
      fromEpochMilliseconds: (ms) => ({
        toZonedDateTimeISO: (zone) => {
          const offset = OFFSET_MINUTES[Object.keys(OFFSET_MINUTES).find((z) => z.toLowerCase() === zone.toLowerCase()) ?? ''];
          if (offset === undefined && !/^[+-]\d\d:\d\d$/.test(zone)) throw new RangeError(`invalid time zone: ${zone}`);
          const day = new Date(ms + (offset ?? 0) * 60_000).toISOString().slice(0, 10);
          return { toPlainDate: () => ({ toString: () => day }) };
        },
      }),
    },
  };
}

/** The contracts loaded afresh (isValidTimeZone remembers its answers per module instance). */
function freshContracts(): Contracts {
  let contracts: Contracts | undefined;
  jest.isolateModules(() => {
    contracts = jest.requireActual<Contracts>('../index');
  });
  return contracts as Contracts;
}

afterEach(() => {
  delete (globalThis as { Temporal?: unknown }).Temporal;
  jest.restoreAllMocks();
});

describe('with Temporal (a current browser): no Intl formatter is built', () => {
  const INSTANT = new Date('2026-11-21T20:00:00Z');

  beforeEach(() => {
    (globalThis as { Temporal?: unknown }).Temporal = fakeTemporal('Asia/Kolkata');
  });

  it('answers the zone, its validity and its day from Temporal', () => {
    const { isValidTimeZone, runtimeTimeZone, todayIn } = freshContracts();
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');

    expect(runtimeTimeZone()).toBe('Asia/Kolkata');
    expect(isValidTimeZone('America/Bogota')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(todayIn('Asia/Kolkata', INSTANT)).toBe('2026-11-22');
    expect(todayIn('America/Bogota', INSTANT)).toBe('2026-11-21');
    expect(todayIn(undefined, INSTANT)).toBe('2026-11-21');
    expect(todayIn('Not/AZone', INSTANT)).toBe('2026-11-21');
    expect(formatter).not.toHaveBeenCalled();
  });

  it("refuses a UTC offset as a zone name, as the services' Intl check does", () => {
    const { isValidTimeZone } = freshContracts();
    expect(isValidTimeZone('+05:30')).toBe(false);
  });

  it('answers null when the browser reports a zone it cannot use', () => {
    (globalThis as { Temporal?: unknown }).Temporal = fakeTemporal('Mars/Olympus_Mons');
    expect(freshContracts().runtimeTimeZone()).toBeNull();
  });
});

describe('without Temporal (Node, older browsers): Intl answers', () => {
  function reportZone(timeZone: string | undefined) {
    const Real = Intl.DateTimeFormat;
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      args.length === 0 ? ({ resolvedOptions: () => ({ timeZone }) } as Intl.DateTimeFormat) : new Real(...args)) as unknown as typeof Intl.DateTimeFormat);
  }

  it("answers the runtime's IANA name", () => {
    const { runtimeTimeZone } = freshContracts();
    reportZone('Europe/Paris');
    expect(runtimeTimeZone()).toBe('Europe/Paris');
  });

  it('answers null for a name the runtime rejects, an empty one, or none', () => {
    const { runtimeTimeZone } = freshContracts();
    reportZone('Mars/Olympus_Mons');
    expect(runtimeTimeZone()).toBeNull();
    reportZone('');
    expect(runtimeTimeZone()).toBeNull();
    reportZone(undefined);
    expect(runtimeTimeZone()).toBeNull();
  });

  it('checks names and days with Intl', () => {
    const { isValidTimeZone, todayIn } = freshContracts();
    expect(isValidTimeZone('Pacific/Auckland')).toBe(true);
    expect(isValidTimeZone('+05:30')).toBe(false);
    expect(todayIn('Pacific/Auckland', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
});
