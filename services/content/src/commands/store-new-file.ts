import type { Knex } from 'knex';
import type { PlanKey } from '@navia/contracts';
import { fileBytes, type FileRow, type FileVersionRow, type NewFileRow } from '../repositories/files-repository';
import type { ContentDeps } from '../deps';
import { raiseWebhookEvent } from '@navia/service-kit';
import { assertFileSize, assertRoomForFile, hasVersioning } from './file-limits';

/**
 * The one way a file comes into being (a blank or given file, a copy, a generated draft, a task's draft): inside the
 * caller's transaction, within the plan's file size, file count and storage (under the user's lock, so two creations
 * at once take turns), and as version 1 on plans with versioning, `source` saying how it was made.
 *
 * A task's file is unique per task: when the task already has one (a retried job that stored it before dying), nothing
 * is added and the answer is undefined; the caller reads the existing file.
 */
export async function storeNewFile(deps: Pick<ContentDeps, 'files' | 'outbox' | 'log'>, plan: PlanKey, row: NewFileRow & { source_task_id: null }, source: FileVersionRow['source'], trx: Knex.Transaction): Promise<FileRow>;
export async function storeNewFile(deps: Pick<ContentDeps, 'files' | 'outbox' | 'log'>, plan: PlanKey, row: NewFileRow, source: FileVersionRow['source'], trx: Knex.Transaction): Promise<FileRow | undefined>;
export async function storeNewFile(deps: Pick<ContentDeps, 'files' | 'outbox' | 'log'>, plan: PlanKey, row: NewFileRow, source: FileVersionRow['source'], trx: Knex.Transaction): Promise<FileRow | undefined> {
  const bytes = fileBytes(row);
  assertFileSize(plan, bytes);
  await assertRoomForFile(deps.files, plan, row.user_id, bytes, trx);
  const created = await deps.files.insert(row, trx);
  if (created && hasVersioning(plan)) {
    await deps.files.insertVersion({ file_id: created.id, version: 1, name: created.name, content: created.content, status: created.status, source }, trx);
  }
  if (created) {
    const hook = await raiseWebhookEvent(deps.outbox, trx, {
      userId: created.user_id,
      plan,
      type: 'file.created',
      data: { file: { id: created.id, name: created.name, brandId: created.brand_id, status: created.status, sourceTaskId: created.source_task_id, source } },
    });
    // Handed to the queue once the caller's transaction commits (a rollback takes the row with it; a failed hand-on
    // is left to the outbox relay).
    if (hook) {
      void trx.executionPromise.then(
        () => deps.outbox.dispatch([hook]).catch((err) => deps.log.warn({ err }, 'webhook event left to the outbox relay')),
        () => undefined,
      );
    }
  }
  return created;
}
