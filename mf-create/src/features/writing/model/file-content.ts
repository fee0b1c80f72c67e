import { contentText as firstContentString } from '@navia/contracts';

/**
 * What a file's content is as text (spec part 2 §3 "File"): content may be a string or an object with nested
 * text/result/content/body/message fields. The first string found wins (the contracts' reader); otherwise the object
 * is shown as formatted JSON; otherwise 'Content not available'.
 */
export const CONTENT_NOT_AVAILABLE = 'Content not available';

/**
 * The text to show for `content`. A missing value (null, undefined) is empty text, not the placeholder: a new file
 * has no content yet and its editor starts blank.
 */
export function contentText(content: unknown): string {
  if (content === null || content === undefined) return '';
  const found = firstContentString(content);
  if (found !== null) return found;
  try {
    const json = JSON.stringify(content, null, 2);
    if (json !== undefined && json !== '{}' && json !== '[]') return json;
  } catch {
    // A value JSON cannot write (a cycle, a BigInt) falls through to the placeholder.
  }
  return CONTENT_NOT_AVAILABLE;
}

export interface FileContentSource {
  status?: string | null;
  content?: unknown;
  approvedContent?: unknown;
}

/** spec part 2 §4: approvedContent when the file is approved and has it, otherwise content. */
export function displayContent(file: FileContentSource): string {
  const approved = file.approvedContent;
  if (file.status === 'approved' && approved !== null && approved !== undefined && contentText(approved) !== '') return contentText(approved);
  return contentText(file.content);
}
