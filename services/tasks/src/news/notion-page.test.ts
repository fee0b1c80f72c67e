import { mapNotionPage } from './notion-page';

const text = (...parts: string[]) => parts.map((p) => ({ type: 'text', plain_text: p }));

describe('mapNotionPage', () => {
  it('joins rich text parts and reads each property by its usual name', () => {
    const mapped = mapNotionPage({
      object: 'page',
      id: 'p1',
      created_time: '2026-11-01T00:00:00.000Z',
      properties: {
        // A second rich text and a second date that must not be taken for the summary or the date.
        Notes: { type: 'rich_text', rich_text: text('internal') },
        Title: { type: 'title', title: text('Big ', 'launch') },
        Updated: { type: 'date', date: { start: '2026-01-01' } },
        Date: { type: 'date', date: { start: '2026-11-20', end: '2026-11-21' } },
        Summary: { type: 'rich_text', rich_text: text('Part one, ', 'part two.') },
        URL: { type: 'url', url: ' https://vimeo.com/76979871 ' },
        Category: { type: 'status', status: { name: 'News' } },
        Important: { type: 'checkbox', checkbox: true },
      },
    });
    expect(mapped).toEqual({
      item: { id: 'p1', title: 'Big launch', date: '2026-11-20', summary: 'Part one, part two.', url: 'https://vimeo.com/76979871', category: 'News', isImportant: true },
      createdAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('gives defaults for a row with empty properties', () => {
    expect(
      mapNotionPage({
        object: 'page',
        id: 'p2',
        properties: { Name: { type: 'title', title: [] }, Category: { type: 'rich_text', rich_text: text('welcome') }, Date: { type: 'date', date: null } },
      })?.item,
    ).toEqual({ id: 'p2', title: 'Untitled', date: null, summary: '', url: null, category: 'welcome', isImportant: false });
  });

  it.each([
    ['an archived page', { object: 'page', id: 'x', archived: true, properties: {} }],
    ['a page in the trash', { object: 'page', id: 'x', in_trash: true, properties: {} }],
    ['a data source row that is not a page', { object: 'data_source', id: 'x' }],
    ['a page without an id', { object: 'page', properties: {} }],
  ])('skips %s', (_name, page) => {
    expect(mapNotionPage(page)).toBeNull();
  });
});
