import { icsCalendar, icsFold, icsText } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar text for tasks (issue 17)', () => {
  it('escapes TEXT values: backslash, semicolon, comma and newlines', () => {
    expect(icsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'Café ☕ '.repeat(30)}`;
    const folded = icsFold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(octets(folded[0])).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(octets(part)).toBeLessThanOrEqual(75);
    }
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(icsFold('SHORT:1')).toBe('SHORT:1');
  });

  it('writes each task as an all-day event, its end the next day, with CRLF line ends', () => {
    const text = icsCalendar({
      name: 'Navia tasks',
      timeZone: 'Europe/Berlin',
      stamp: new Date('2026-11-27T10:00:00Z'),
      events: [{ uid: 'task-1@navia', sequence: 2, day: '2026-12-31', summary: 'Post the teaser, then reply', description: 'Strategy: Launch', url: 'https://navia.example/tasks' }],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Navia//Tasks//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Navia tasks',
      'X-WR-TIMEZONE:Europe/Berlin',
      'BEGIN:VEVENT',
      'UID:task-1@navia',
      'SEQUENCE:2',
      'DTSTAMP:20261127T100000Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Post the teaser\\, then reply',
      'DESCRIPTION:Strategy: Launch',
      'URL:https://navia.example/tasks',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});
