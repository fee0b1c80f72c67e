import type { NewsItem } from '@navia/contracts';
import { truncateText } from '@navia/client-kit';
import { showMoreLabel, unreadNews } from './news-feed';
import { TODAYS_TASKS_LIMIT, viewMoreLabel } from './todays-tasks';

const item = (id: string, category: string | null): NewsItem => ({ id, title: id, date: null, summary: '', url: null, category, isImportant: false });

it('cuts summaries over 120 characters and leaves shorter ones whole', () => {
  const exact = 'x'.repeat(120);
  expect(truncateText(exact)).toEqual({ text: exact, truncated: false });
  expect(truncateText(`${'word '.repeat(30)}`)).toEqual({ text: `${'word '.repeat(24).trimEnd()}...`, truncated: true });
});

it('hides read welcome and news items only, whatever the case of the category', () => {
  const items = [item('w', 'Welcome'), item('n', 'NEWS'), item('u', 'Update'), item('none', null), item('unread', 'news')];
  const read = new Set(['w', 'n', 'u', 'none']);
  expect(unreadNews(items, read).map((i) => i.id)).toEqual(['u', 'none', 'unread']);
});

it('labels the more buttons', () => {
  expect(showMoreLabel(2)).toBe('Show 2 More');
  expect(viewMoreLabel(1)).toBe('View 1 more task');
  expect(viewMoreLabel(3)).toBe('View 3 more tasks');
  expect(TODAYS_TASKS_LIMIT).toBe(5);
});
