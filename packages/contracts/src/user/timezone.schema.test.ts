import { TimezoneBody } from './timezone.schema';

const body = (timezone: string) => ({
  timezoneMetadata: { timezone, lastDetected: '2026-03-01T10:00:00.000Z', isAutoDetected: true },
});

describe('TimezoneBody', () => {
  it.each(['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'UTC'])('accepts the IANA zone %s', (tz) => {
    expect(TimezoneBody.safeParse(body(tz)).success).toBe(true);
  });

  it.each(['Mars/Olympus', '', 'Europe/Pariss', 'x'.repeat(65)])('refuses %j, naming timezoneMetadata.timezone', (tz) => {
    const result = TimezoneBody.safeParse(body(tz));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['timezoneMetadata', 'timezone']);
  });

  it('refuses a lastDetected that is not an ISO date-time', () => {
    const result = TimezoneBody.safeParse({ timezoneMetadata: { ...body('Europe/Paris').timezoneMetadata, lastDetected: 'yesterday' } });
    expect(result.error?.issues[0].path).toEqual(['timezoneMetadata', 'lastDetected']);
  });
});
