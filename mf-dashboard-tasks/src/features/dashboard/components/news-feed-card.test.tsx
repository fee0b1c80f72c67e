import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTION_NEWS_HINT } from '@navia/contracts';
import { useAuthStore } from '@navia/client-kit';
import { errorResponse, makeUser, signIn } from '../../tasks/test/tasks-test-kit';
import { makeNews, newsArticle, newsCard, newsId, newsTitles, renderInApp, serveDashboard, type DashboardServeOptions } from '../test/dashboard-test-kit';
import { readNewsKey } from '../stores/read-news-store';
import { NewsFeedCard } from './news-feed-card';

jest.setTimeout(30_000);

// Today is Wednesday 2026-11-25 for the Los Angeles user (the tasks kit's NOW).
const USER_ID = makeUser().id;

beforeEach(() => signIn());
afterEach(() => jest.useRealTimers());

async function openFeed(options: DashboardServeOptions = {}) {
  const server = serveDashboard(options);
  const view = renderInApp(<NewsFeedCard />);
  await screen.findByRole('region', { name: 'News Feed' });
  await waitFor(() => expect(within(newsCard()).queryByRole('status', { name: 'Loading news' })).toBeNull());
  return { ...view, server };
}

const storedReadIds = () => JSON.parse(localStorage.getItem(readNewsKey(USER_ID)) ?? '[]') as string[];

describe('what the card shows', () => {
  it('renders nothing when signed out, and asks for no news', () => {
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const server = serveDashboard({ news: [makeNews(1)] });
    renderInApp(<NewsFeedCard />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('News Feed')).toBeNull();
    expect(server.calls('GET', '/api/news')).toEqual([]);
  });

  it('shows 3 items, then all with Show N More, and folds back with Show Less', async () => {
    await openFeed({ news: [1, 2, 3, 4, 5].map((n) => makeNews(n)) });
    expect(newsTitles()).toEqual(['News 1', 'News 2', 'News 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    expect(newsTitles()).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5']);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(newsTitles()).toHaveLength(3);
  });

  it('has no more button for 3 items or fewer', async () => {
    await openFeed({ news: [1, 2, 3].map((n) => makeNews(n)) });
    expect(newsTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('dates each item relative to the user’s today, and says when a date is missing or unreadable', async () => {
    await openFeed({
      news: [
        makeNews(1, { date: '2026-11-25' }),
        makeNews(2, { date: '2026-11-25T07:30:00Z' }), // 23:30 on the 24th in Los Angeles
        makeNews(3, { date: '2026-11-20' }),
        makeNews(4, { date: '2026-11-01' }),
        makeNews(5, { date: null }),
        makeNews(6, { date: 'next week' }),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 More' }));
    // eslint-disable-next-line testing-library/no-node-access -- each article shows its date in a <time> element, which has no role
    const dates = within(newsCard()).getAllByRole('article').map((a) => a.querySelector('time')?.textContent);
    expect(dates).toEqual(['Today', 'Yesterday', '5 days ago', 'Nov 1, 2026', 'No date', 'Invalid date']);
    // eslint-disable-next-line testing-library/no-node-access -- the <time> element's machine-readable date is the assertion
    expect(newsArticle('News 4').querySelector('time')?.getAttribute('datetime')).toBe('2026-11-01');
  });

  it('shows the category and the important flag', async () => {
    await openFeed({ news: [makeNews(1, { category: 'Product Update', isImportant: true }), makeNews(2, { category: null })] });
    expect(within(newsArticle('News 1')).getByText('Product Update')).toBeVisible();
    expect(within(newsArticle('News 1')).getByText('Important')).toBeVisible();
    expect(within(newsArticle('News 2')).queryByText('Important')).toBeNull();
  });

  it('cuts a long summary at 120 characters with Read more', async () => {
    const summary = `${'Plan your quarter with us. '.repeat(6)}The end.`;
    await openFeed({ news: [makeNews(1, { summary })] });
    const article = newsArticle('News 1');
    expect(within(article).queryByText('The end.', { exact: false })).toBeNull();
    expect(within(article).getByText(/\.\.\.$/).textContent).toHaveLength(123);
    fireEvent.click(within(article).getByRole('button', { name: 'Read more' }));
    expect(within(article).getByText(summary)).toBeVisible();
    expect(within(article).getByRole('button', { name: 'Show less' })).toBeVisible();
  });
});

describe('messages', () => {
  it('says it is loading while the news is on its way', async () => {
    serveDashboard({ newsAnswer: () => new Promise<Response>(() => {}) });
    renderInApp(<NewsFeedCard />);
    expect(await within(newsCard()).findByRole('status', { name: 'Loading news' })).toBeVisible();
  });

  it('says Unable to load news with the server’s reason', async () => {
    await openFeed({ newsAnswer: () => errorResponse(502, 'news_unavailable', 'The news source is having trouble, try again shortly') });
    expect(within(newsCard()).getByText('Unable to load news')).toBeVisible();
    expect(within(newsCard()).getByText('The news source is having trouble, try again shortly')).toBeVisible();
  });

  it("falls back to 'HTTP {status}' when the error has no body", async () => {
    await openFeed({ newsAnswer: () => new Response('', { status: 503 }) });
    expect(within(newsCard()).getByText('Unable to load news')).toBeVisible();
    expect(within(newsCard()).getByText('HTTP 503')).toBeVisible();
  });

  it('says No news items available for an empty built-in feed, with the Notion hint only for a Notion feed', async () => {
    const { unmount } = await openFeed({ news: [] });
    expect(within(newsCard()).getByText('No news items available')).toBeVisible();
    expect(screen.queryByText(NOTION_NEWS_HINT)).toBeNull();
    unmount();
    await openFeed({ news: [], source: 'notion' });
    expect(within(newsCard()).getByText('No news items available')).toBeVisible();
    expect(within(newsCard()).getByText(NOTION_NEWS_HINT)).toBeVisible();
  });
});

describe('read state', () => {
  it('marks a news item read: hidden at once, kept locally and on the server', async () => {
    const { server } = await openFeed({ news: [makeNews(1), makeNews(2, { category: 'welcome' }), makeNews(3), makeNews(4)] });
    fireEvent.click(within(newsArticle('News 2')).getByRole('button', { name: 'Mark as read: News 2' }));
    expect(newsTitles()).toEqual(['News 1', 'News 3', 'News 4']);
    expect(storedReadIds()).toEqual([newsId(2)]);
    await waitFor(() => expect(server.calls('PUT', '/api/news/')).toEqual([{ url: `/api/news/${newsId(2)}/read`, body: undefined }]));
    expect(server.serverReadIds()).toEqual([newsId(2)]);
  });

  it('offers Mark as read only on welcome and news items', async () => {
    await openFeed({ news: [makeNews(1, { category: 'Update' }), makeNews(2, { category: null }), makeNews(3, { category: 'NEWS' })] });
    expect(within(newsArticle('News 1')).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(within(newsArticle('News 2')).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(within(newsArticle('News 3')).getByRole('button', { name: 'Mark as read: News 3' })).toBeVisible();
  });

  it('says All news items have been read once every item is read', async () => {
    await openFeed({ news: [makeNews(1)] });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: News 1' }));
    expect(within(newsCard()).getByText('All news items have been read')).toBeVisible();
  });

  it('hides items the server holds as read (another browser) and keeps them locally too', async () => {
    const { server } = await openFeed({ news: [makeNews(1), makeNews(2), makeNews(3)], readIds: [newsId(1)] });
    expect(newsTitles()).toEqual(['News 2', 'News 3']);
    await waitFor(() => expect(storedReadIds()).toEqual([newsId(1)]));
    expect(server.calls('PUT', '/api/news/')).toEqual([]);
  });

  it('sends marks kept only in this browser to the server, once', async () => {
    localStorage.setItem(readNewsKey(USER_ID), JSON.stringify([newsId(2), 'gone-from-the-feed']));
    const { server } = await openFeed({ news: [makeNews(1), makeNews(2), makeNews(3, { category: 'Update' })] });
    expect(newsTitles()).toEqual(['News 1', 'News 3']);
    await waitFor(() => expect(server.serverReadIds()).toEqual([newsId(2)]));
    expect(server.calls('PUT', '/api/news/')).toHaveLength(1);
  });

  it('keeps an item hidden when the server could not store the mark', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { server } = await openFeed({ news: [makeNews(1), makeNews(2)], markAnswer: () => errorResponse(502, 'news_unavailable', 'down') });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: News 1' }));
    await waitFor(() => expect(server.calls('PUT', '/api/news/')).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(newsTitles()).toEqual(['News 2']);
    expect(storedReadIds()).toEqual([newsId(1)]);
    warn.mockRestore();
  });

  it('keeps each user’s marks apart in this browser', async () => {
    localStorage.setItem(readNewsKey('someone-else'), JSON.stringify([newsId(1)]));
    await openFeed({ news: [makeNews(1), makeNews(2)] });
    expect(newsTitles()).toEqual(['News 1', 'News 2']);
  });

  it('shows the next person in this tab their own read state', async () => {
    await openFeed({ news: [makeNews(1), makeNews(2)] });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: News 1' }));
    expect(newsTitles()).toEqual(['News 2']);
    act(() => useAuthStore.setState({ status: 'signedIn', user: { ...makeUser(), id: '0c5f8a0e-2f0b-4b8e-9a43-0d2b7d7c1a99' }, accessToken: 'tok2' }));
    await waitFor(() => expect(newsTitles()).toEqual(['News 1', 'News 2']));
  });

  it('hides what another tab marks read', async () => {
    await openFeed({ news: [makeNews(1), makeNews(2)] });
    act(() => {
      localStorage.setItem(readNewsKey(USER_ID), JSON.stringify([newsId(1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: readNewsKey(USER_ID) }));
    });
    expect(newsTitles()).toEqual(['News 2']);
  });

  it('keeps marks for this visit when the browser refuses to store them', async () => {
    await openFeed({ news: [makeNews(1), makeNews(2), makeNews(3)] });
    // A user of its own: the marks this tab could not store stay in the module for the rest of the file.
    act(() => useAuthStore.setState({ status: 'signedIn', user: { ...makeUser(), id: '5e0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c' }, accessToken: 'tok2' }));
    await waitFor(() => expect(newsTitles()).toEqual(['News 1', 'News 2', 'News 3']));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: News 1' }));
    expect(newsTitles()).toEqual(['News 2', 'News 3']);
    // The next mark keeps the first: marks are added to those held, not to the (empty) stored list alone.
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: News 2' }));
    expect(newsTitles()).toEqual(['News 3']);
    setItem.mockRestore();
  });
});

describe('links and videos', () => {
  it('embeds youtube, youtu.be, vimeo and loom links, lazily, with a titled frame', async () => {
    await openFeed({
      news: [
        makeNews(1, { title: 'YouTube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
        makeNews(2, { title: 'Short link', url: 'https://youtu.be/dQw4w9WgXcQ' }),
        makeNews(3, { title: 'Vimeo', url: 'https://vimeo.com/76979871' }),
        makeNews(4, { title: 'Loom', url: 'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184' }),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 More' }));
    const frames = within(newsCard()).getAllByTitle(/^Video: /) as HTMLIFrameElement[];
    expect(frames.map((f) => [f.title, f.getAttribute('src')])).toEqual([
      ['Video: YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['Video: Short link', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['Video: Vimeo', 'https://player.vimeo.com/video/76979871'],
      ['Video: Loom', 'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184'],
    ]);
    expect(frames.every((f) => f.getAttribute('loading') === 'lazy')).toBe(true);
    // A video's title is not a link: the player is the way to it.
    expect(within(newsArticle('YouTube')).queryByRole('link')).toBeNull();
  });

  it('opens a Wistia video with Watch Video, in a new tab', async () => {
    await openFeed({ news: [makeNews(1, { title: 'Wistia', url: 'https://acme.wistia.com/medias/e4a27b971d' })] });
    const watch = within(newsArticle('Wistia')).getByRole('link', { name: 'Watch Video: Wistia' });
    expect(watch.textContent).toBe('Watch Video');
    expect(watch.getAttribute('href')).toBe('https://acme.wistia.com/medias/e4a27b971d');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(newsCard()).queryByTitle(/^Video: /)).toBeNull();
  });

  it('opens other links in a new tab from the title, and never renders an unsafe one', async () => {
    await openFeed({
      news: [
        makeNews(1, { title: 'Blog post', url: 'https://example.com/blog/spring' }),
        makeNews(2, { title: 'Sneaky', url: 'javascript:alert(1)' }),
      ],
    });
    const link = within(newsArticle('Blog post')).getByRole('link', { name: 'Blog post' });
    expect(link.getAttribute('href')).toBe('https://example.com/blog/spring');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(newsArticle('Sneaky')).queryByRole('link')).toBeNull();
  });
});
