import {
  needsTimezoneUpdate,
  REDETECT_AFTER_MS,
  timezoneCity,
  timezoneLabel,
  timezoneLongName,
} from './timezone-rules';

const WINTER = new Date('2025-01-15T12:00:00Z');
const SUMMER = new Date('2025-07-15T12:00:00Z');

afterEach(() => jest.restoreAllMocks());

describe('needsTimezoneUpdate', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

  it('is false when the stored zone is the browser zone and was detected within 24 h', () => {
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris', lastDetected: hoursAgo(1) }, 'Europe/Paris', now)).toBe(false);
  });

  it('is true when no timezone is stored', () => {
    expect(needsTimezoneUpdate({}, 'Europe/Paris', now)).toBe(true);
    expect(needsTimezoneUpdate({ timezone: '', lastDetected: hoursAgo(1) }, 'Europe/Paris', now)).toBe(true);
  });

  it("is true when the stored zone differs from the browser's", () => {
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris', lastDetected: hoursAgo(1) }, 'Asia/Tokyo', now)).toBe(true);
  });

  it('is true when lastDetected is missing or unreadable', () => {
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris' }, 'Europe/Paris', now)).toBe(true);
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris', lastDetected: 'yesterday' }, 'Europe/Paris', now)).toBe(true);
  });

  it('is true only once the last detection is over 24 h old', () => {
    const at = (ms: number) => new Date(now - ms).toISOString();
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris', lastDetected: at(REDETECT_AFTER_MS) }, 'Europe/Paris', now)).toBe(false);
    expect(needsTimezoneUpdate({ timezone: 'Europe/Paris', lastDetected: at(REDETECT_AFTER_MS + 1) }, 'Europe/Paris', now)).toBe(true);
    expect(REDETECT_AFTER_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('timezone names', () => {
  it('gives the long name, following daylight saving', () => {
    expect(timezoneLongName('Europe/Paris', WINTER)).toBe('Central European Standard Time');
    expect(timezoneLongName('Europe/Paris', SUMMER)).toBe('Central European Summer Time');
    expect(timezoneLongName('Asia/Tokyo', WINTER)).toBe('Japan Standard Time');
  });

  it('gives back a name the runtime does not know', () => {
    expect(timezoneLongName('Mars/Olympus_Mons', WINTER)).toBe('Mars/Olympus_Mons');
  });

  it('takes the city from the last segment with underscores as spaces', () => {
    expect(timezoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(timezoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timezoneCity('UTC')).toBe('UTC');
  });

  it('labels with the long name, shortened to the city on mobile when over 20 characters', () => {
    expect(timezoneLabel('America/Los_Angeles', false, WINTER)).toBe('Pacific Standard Time');
    expect(timezoneLabel('America/Los_Angeles', true, WINTER)).toBe('Los Angeles'); // 21 characters
    expect(timezoneLabel('Asia/Tokyo', true, WINTER)).toBe('Japan Standard Time'); // 19 characters
    expect(timezoneLabel('Europe/Paris', true, WINTER)).toBe('Paris');
  });
});
