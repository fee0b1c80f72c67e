import { notFound } from '@navia/service-kit';
import type { Caller, ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';

/** GET /api/files/{id}: the caller's file; another user's answers 404 like a missing one. */
export async function getFile(deps: ContentDeps, caller: Caller, id: string): Promise<FileRow> {
  const row = await deps.files.find(caller.userId, id);
  if (!row) throw notFound('File');
  return row;
}
