import { z } from 'zod';
import { TimezoneBody } from '@navia/contracts';
import { AppError } from './errors';
import { parseOrThrow } from './validate';

function caught(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a throw');
}

const lastDetected = '2026-03-01T10:00:00.000Z';

describe('parseOrThrow', () => {
  it('returns the parsed (normalised) value when valid', () => {
    const schema = z.object({ name: z.string().trim() });
    expect(parseOrThrow(schema, { name: '  Ann ' })).toEqual({ name: 'Ann' });
  });

  it('says a missing nested field "is required", naming its full path', () => {
    const err = caught(() => parseOrThrow(TimezoneBody, { timezoneMetadata: { lastDetected, isAutoDetected: true } }));
    expect(err.status).toBe(400);
    expect(err.error).toBe('validation_error');
    expect(err.field).toBe('timezoneMetadata.timezone');
    expect(err.message).toBe('timezoneMetadata.timezone is required');
  });

  it("names the field and carries the schema's message for an invalid value", () => {
    const err = caught(() => parseOrThrow(TimezoneBody, { timezoneMetadata: { timezone: 'Mars/Olympus', lastDetected, isAutoDetected: true } }));
    expect(err.field).toBe('timezoneMetadata.timezone');
    expect(err.message).toBe('timezoneMetadata.timezone: Must be an IANA time zone name such as Europe/Paris');
  });

  // Regression: zod 4 leaves `issue.input` out unless parsed with `{ reportInput: true }`, which once made every
  // wrong type read "<field> is required".
  it('treats a wrong type that is present as invalid, not missing', () => {
    const err = caught(() => parseOrThrow(TimezoneBody, { timezoneMetadata: { timezone: 42, lastDetected, isAutoDetected: true } }));
    expect(err.field).toBe('timezoneMetadata.timezone');
    expect(err.message).not.toMatch(/is required/);
    expect(err.message.startsWith('timezoneMetadata.timezone: ')).toBe(true);
  });

  it('names array items by index', () => {
    const schema = z.object({ tags: z.array(z.string().min(1, 'Tag cannot be empty')) });
    const err = caught(() => parseOrThrow(schema, { tags: ['ok', ''] }));
    expect(err.field).toBe('tags.1');
    expect(err.message).toBe('tags.1: Tag cannot be empty');
  });

  it.each(['body', 'query', 'params'] as const)('names the source (%s) when the whole value is missing', (source) => {
    const err = caught(() => parseOrThrow(z.object({ a: z.string() }), undefined, source));
    expect(err.field).toBe(source);
    expect(err.message).toBe(`${source} is required`);
  });

  it('reports only the first issue', () => {
    const schema = z.object({ a: z.string(), b: z.string() });
    const err = caught(() => parseOrThrow(schema, {}));
    expect(err.field).toBe('a');
  });

  it('answers in the one error shape', () => {
    const err = caught(() => parseOrThrow(z.object({ a: z.string() }), {}));
    expect(err.toBody()).toEqual({ ok: false, error: 'validation_error', status: 400, message: 'a is required', field: 'a' });
  });
});
