import { notFound } from '@navia/service-kit';
import type { Caller, ContentDeps } from '../deps';

/** DELETE /api/files/{id}: the file and its versions; another user's answers 404. */
export async function deleteFile(deps: ContentDeps, caller: Caller, id: string): Promise<void> {
  if (!(await deps.files.delete(caller.userId, id))) throw notFound('File');
}
