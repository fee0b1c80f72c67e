import { createHash } from 'node:crypto';

/**
 * The id an imported record gets in `userId`'s account: derived from the account and the record's id in the file
 * (SHA-256, shaped as a version-4-style UUID). The same file imported into the same account therefore maps every
 * record to the same id again, which is how a second import writes nothing new; into another account, to other ids.
 */
export function importedId(userId: string, oldId: string): string {
  const h = createHash('sha256').update(`navia-import:${userId}:${oldId}`).digest('hex');
  const variant = ['8', '9', 'a', 'b'][parseInt(h[16], 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
