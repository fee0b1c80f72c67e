// Taken before any test replaces it, so the mock formats with the real one.
const RealDateTimeFormat = Intl.DateTimeFormat;

/**
 * Test helper: makes the browser report `timeZone` (Intl.DateTimeFormat() with no arguments) while every other
 * DateTimeFormat stays real, so tests do not depend on the machine's zone. Undo with jest.restoreAllMocks().
 */
export function mockBrowserTimeZone(timeZone: string | undefined): void {
  // A second call in one test re-targets the same spy: a spy on a spy would not be undone by one restore.
  const spy = jest.isMockFunction(Intl.DateTimeFormat) ? Intl.DateTimeFormat : jest.spyOn(Intl, 'DateTimeFormat');
  spy.mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    args.length === 0
      ? ({ resolvedOptions: () => ({ timeZone }) } as Intl.DateTimeFormat)
      : new RealDateTimeFormat(...args)) as unknown as typeof Intl.DateTimeFormat);
}
