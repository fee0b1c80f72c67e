import { displayContent, type FileContentSource } from './file-content';
import { markdownToPlainText } from './markdown-parse';

/** spec part 2 §9: the Open File list shows a 100-character snippet of each file. */
export const SNIPPET_LENGTH = 100;

/** The first 100 characters of the file's text without markdown syntax, with '...' when there was more. */
export function fileSnippet(file: FileContentSource): string {
  const text = markdownToPlainText(displayContent(file));
  if (text.length <= SNIPPET_LENGTH) return text;
  return `${text.slice(0, SNIPPET_LENGTH).trimEnd()}...`;
}

// Built on first use, not when the module loads: the writing page's start loads this module, and the first Intl
// formatter a page builds costs 200–450 ms of main thread on a slow phone (contracts' common/temporal.ts).
let dateFormat: Intl.DateTimeFormat | undefined;

/** spec part 2 §9 date format MMM d, yyyy ('Mar 4, 2026'); an unreadable date shows nothing rather than 'Invalid Date'. */
export function fileDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : (dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).format(date);
}

/** Newest first, as people look for what they just made. */
export function sortNewestFirst<T extends { createdAt?: string | null }>(files: readonly T[]): T[] {
  const time = (f: T) => {
    const t = f.createdAt ? Date.parse(f.createdAt) : NaN;
    return Number.isNaN(t) ? 0 : t;
  };
  return [...files].sort((a, b) => time(b) - time(a));
}
