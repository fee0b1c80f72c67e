import { loggedPath } from './request-context';

it('keeps a calendar feed’s secret out of the request log, and every other path as it is (issue 17)', () => {
  expect(loggedPath('/ical/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics')).toBe('/ical/[secret].ics');
  expect(loggedPath('/api/tasks/123')).toBe('/api/tasks/123');
});
