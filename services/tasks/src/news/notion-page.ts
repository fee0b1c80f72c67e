import type { NewsItem } from '@navia/contracts';

/**
 * A Notion page (a row of the 'newsfeed' database) as a news item. Properties are found by name, case and spaces
 * ignored, and otherwise by type, so a database laid out a little differently still reads:
 *
 * | item field    | Notion property                                                                 |
 * |---------------|---------------------------------------------------------------------------------|
 * | `title`       | the title property (every database has exactly one)                             |
 * | `date`        | date 'Date' / 'Published' / 'Publish Date', else the first date property: its start |
 * | `summary`     | rich text 'Summary' / 'Description' / 'Excerpt' / 'Content', else the first rich text |
 * | `url`         | url 'URL' / 'Link' / 'Video', else the first url property                        |
 * | `category`    | select (or status, or the first of a multi-select) 'Category' / 'Type', else the first select |
 * | `isImportant` | checkbox 'Important' / 'Is Important', else the first checkbox                   |
 *
 * external-apis.md: title and rich_text are arrays of `{ plain_text }` (joined), date `{ start, end } | null`,
 * select `{ name } | null`, checkbox a boolean, url a string or null.
 */
interface NotionProperty {
  type?: unknown;
  [key: string]: unknown;
}

export interface NotionPage {
  object?: unknown;
  id?: unknown;
  created_time?: unknown;
  archived?: unknown;
  in_trash?: unknown;
  properties?: unknown;
}

/** The item and when Notion created the page (the tie-breaker between items of one date). */
export interface MappedNotionPage {
  item: NewsItem;
  createdAt: string;
}

const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const NAMES = {
  date: ['date', 'published', 'publishdate', 'publishedat', 'publishedon'],
  summary: ['summary', 'description', 'excerpt', 'content', 'text', 'body'],
  url: ['url', 'link', 'video', 'videourl', 'videolink'],
  category: ['category', 'type', 'kind'],
  important: ['important', 'isimportant', 'pinned', 'highlight'],
};

function properties(page: NotionPage): [string, NotionProperty][] {
  const props = page.properties;
  if (!props || typeof props !== 'object') return [];
  return Object.entries(props as Record<string, unknown>).filter((e): e is [string, NotionProperty] => typeof e[1] === 'object' && e[1] !== null);
}

/** The property of one of `types` named like one of `names`, else the first of those types. */
function find(props: [string, NotionProperty][], types: readonly string[], names: readonly string[] = []): NotionProperty | undefined {
  const ofType = props.filter(([, p]) => typeof p.type === 'string' && types.includes(p.type));
  const named = ofType.find(([name]) => names.includes(normalise(name)));
  return (named ?? ofType[0])?.[1];
}

function plainText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((part) => (part && typeof part === 'object' && typeof (part as { plain_text?: unknown }).plain_text === 'string' ? (part as { plain_text: string }).plain_text : ''))
    .join('')
    .trim();
}

function dateOf(prop: NotionProperty | undefined): string | null {
  const date = prop?.date as { start?: unknown } | null | undefined;
  return date && typeof date.start === 'string' && date.start ? date.start : null;
}

function selectName(prop: NotionProperty | undefined): string | null {
  if (!prop) return null;
  const value = prop[prop.type as string];
  const option = Array.isArray(value) ? value[0] : value;
  if (option && typeof option === 'object' && typeof (option as { name?: unknown }).name === 'string') return (option as { name: string }).name.trim() || null;
  // A category kept as text.
  const text = plainText(value);
  return text || null;
}

function urlOf(prop: NotionProperty | undefined): string | null {
  const url = prop?.url;
  return typeof url === 'string' && url.trim() ? url.trim() : null;
}

/** The page as a news item, or null for a page that is archived, in the trash, or not a page at all. */
export function mapNotionPage(page: NotionPage): MappedNotionPage | null {
  if (page.object !== 'page' || typeof page.id !== 'string') return null;
  if (page.archived === true || page.in_trash === true) return null;
  const props = properties(page);
  const title = plainText(find(props, ['title'])?.title);
  const categoryProp = find(props, ['select', 'status', 'multi_select'], NAMES.category) ?? props.find(([name, p]) => p.type === 'rich_text' && NAMES.category.includes(normalise(name)))?.[1];
  const summaryProp = find(
    props.filter(([, p]) => p !== categoryProp),
    ['rich_text'],
    NAMES.summary,
  );
  const important = find(props, ['checkbox'], NAMES.important)?.checkbox;
  return {
    item: {
      id: page.id,
      title: title || 'Untitled',
      date: dateOf(find(props, ['date'], NAMES.date)),
      summary: plainText(summaryProp?.rich_text),
      url: urlOf(find(props, ['url'], NAMES.url)),
      category: selectName(categoryProp),
      isImportant: important === true,
    },
    createdAt: typeof page.created_time === 'string' ? page.created_time : '',
  };
}
