import type { Knex } from 'knex';
import type { PlanKey } from '@navia/contracts';
import { fileBytes, type FileRow, type FilePatch, type FileVersionRow } from '../repositories/files-repository';
import type { ContentDeps } from '../deps';
import { assertFileSize, assertRoomForGrowth, hasVersioning } from './file-limits';

/**
 * The one way an existing file changes content (a Save, a re-write in the workspace): on the row the caller locked in
 * its transaction, within the plan's file size and storage, and as the next version on plans with versioning,
 * `source` saying how it was made. The counterpart of `storeNewFile`.
 */
export async function storeFileChange(
  deps: Pick<ContentDeps, 'files'>,
  plan: PlanKey,
  locked: FileRow,
  patch: FilePatch,
  source: FileVersionRow['source'],
  trx: Knex.Transaction,
): Promise<FileRow> {
  const bytes = fileBytes({ ...locked, ...patch });
  assertFileSize(plan, bytes);
  await assertRoomForGrowth(deps.files, plan, locked.user_id, bytes - Number(locked.size_bytes), trx);
  const updated = await deps.files.update(locked.user_id, locked.id, patch, locked, trx);
  if (hasVersioning(plan)) {
    await deps.files.insertVersion({ file_id: updated.id, version: updated.version, name: updated.name, content: updated.content, status: updated.status, source }, trx);
  }
  return updated;
}
