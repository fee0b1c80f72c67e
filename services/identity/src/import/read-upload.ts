import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_JSON_NAME, NaviaExport } from '@navia/contracts';
import { findUnsafeText, UNSAFE_TEXT_MESSAGES, validationError } from '@navia/service-kit';

/** The largest navia-export.json a zip may unpack to (the export of a full Enterprise account is far below it). */
const MAX_JSON_BYTES = 256 * 1024 * 1024;

/** The upload's export and the fingerprint of its JSON (what tells a second import of the same file). */
export interface ReadExport {
  data: NaviaExport;
  fingerprint: string;
}

function jsonOf(bytes: Buffer, contentType: string): string {
  const zip = /zip/i.test(contentType) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
  if (!zip) return bytes.toString('utf8');
  let entries: Record<string, Uint8Array>;
  let tooLarge = false;
  try {
    entries = unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      // Only the JSON is read, and only when the size it declares is sane: a small zip must not unpack into gigabytes.
      filter: (f) => f.name === EXPORT_JSON_NAME && !(tooLarge = f.originalSize > MAX_JSON_BYTES),
    });
  } catch {
    throw validationError('file: This zip file cannot be opened', 'file');
  }
  if (tooLarge) throw validationError(`file: Its ${EXPORT_JSON_NAME} is larger than ${MAX_JSON_BYTES / (1024 * 1024)} MB`, 'file');
  const json = entries[EXPORT_JSON_NAME];
  if (!json) throw validationError(`file: This zip holds no ${EXPORT_JSON_NAME}: it is not a Navia export`, 'file');
  return strFromU8(json);
}

/**
 * The upload as an export: the zip `GET /api/export` answers (its navia-export.json is read) or that JSON itself.
 * Refused with a 400 naming what is wrong: not JSON, not an export, text the database cannot store (the same rule as
 * every JSON body), or a field the format does not allow (its path in the file).
 */
export function readUpload(bytes: Buffer, contentType: string): ReadExport {
  const text = jsonOf(bytes, contentType);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError('file: This is neither a Navia export zip nor its JSON', 'file');
  }
  const unsafe = findUnsafeText(parsed);
  if (unsafe) throw validationError(`file: ${unsafe.path.join('.') || 'the file'} ${UNSAFE_TEXT_MESSAGES[unsafe.reason]}`, 'file');
  const result = NaviaExport.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw validationError(`file: Not a Navia export this version can read (${issue.path.join('.') || 'the file'}: ${issue.message})`, 'file');
  }
  return { data: result.data, fingerprint: createHash('sha256').update(text).digest('hex') };
}
