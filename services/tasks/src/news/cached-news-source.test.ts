import type { NewsItem } from '@navia/contracts';
import { createLogger } from '@navia/service-kit';
import { CachedNewsSource } from './cached-news-source';
import { NewsSourceError, byNewest, type NewsSourceReader } from './news-source';

const item = (id: string): NewsItem => ({ id, title: id, date: null, summary: '', url: null, category: 'news', isImportant: false });
const log = createLogger('test', 'silent');

function fakeSource(answers: Array<NewsItem[] | Error>) {
  const calls: Array<(value: NewsItem[] | Error) => void> = [];
  let manual = false;
  const source: NewsSourceReader & { calls: number } = {
    kind: 'notion',
    calls: 0,
    list() {
      source.calls += 1;
      if (manual) return new Promise((resolve, reject) => calls.push((v) => (v instanceof Error ? reject(v) : resolve(v))));
      const next = answers.shift() ?? [];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  };
  return { source, hold: () => (manual = true), release: (v: NewsItem[] | Error) => calls.shift()!(v) };
}

describe('CachedNewsSource', () => {
  it('reuses an answer for the cache time, then reads again', async () => {
    let now = 0;
    const { source } = fakeSource([[item('a')], [item('b')]]);
    const cached = new CachedNewsSource(source, 60_000, log, () => now);
    expect((await cached.read()).items).toEqual([item('a')]);
    now = 59_999;
    expect((await cached.read()).items).toEqual([item('a')]);
    now = 60_000;
    expect(await cached.read()).toEqual({ items: [item('b')], stale: false });
    expect(source.calls).toBe(2);
  });

  it('serves the last good answer, marked stale, while the source fails; with none it passes the error on', async () => {
    const failure = new NewsSourceError('The news source is having trouble, try again shortly');
    const { source } = fakeSource([failure, [item('a')], failure]);
    const cached = new CachedNewsSource(source, 0, log);
    await expect(cached.read()).rejects.toBe(failure);
    expect(await cached.read()).toEqual({ items: [item('a')], stale: false });
    expect(await cached.read()).toEqual({ items: [item('a')], stale: true });
  });

  it('lets reads that arrive together share one request', async () => {
    const { source, hold, release } = fakeSource([]);
    hold();
    const cached = new CachedNewsSource(source, 0, log);
    const reads = [cached.read(), cached.read(), cached.read()];
    release([item('x')]);
    expect((await Promise.all(reads)).map((r) => r.items)).toEqual([[item('x')], [item('x')], [item('x')]]);
    expect(source.calls).toBe(1);
  });
});

describe('byNewest', () => {
  it('puts dated items first, newest first, then undated ones by creation, newest first', () => {
    const entries = [
      { id: 'undated-old', date: null, createdAt: '2026-01-01' },
      { id: 'nov-20', date: '2026-11-20', createdAt: '2026-01-01' },
      { id: 'unreadable', date: 'soon', createdAt: '2026-02-01' },
      { id: 'nov-24-15h', date: '2026-11-24T15:00:00Z', createdAt: '2026-01-01' },
      { id: 'nov-22', date: '2026-11-22', createdAt: '2026-01-01' },
    ];
    expect(entries.sort(byNewest).map((e) => e.id)).toEqual(['nov-24-15h', 'nov-22', 'nov-20', 'unreadable', 'undated-old']);
  });
});
