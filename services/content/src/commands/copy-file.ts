import { randomUUID } from 'node:crypto';
import type { Caller, ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { getFile } from './get-file';
import { storeNewFile } from './store-new-file';

/** POST /api/files/{id}/copy: the same texts, status and instructions under '{name} (Copy)'; not linked to the task. */
export async function copyFile(deps: ContentDeps, caller: Caller, id: string): Promise<FileRow> {
  const source = await getFile(deps, caller, id);
  const row = {
    id: randomUUID(),
    user_id: caller.userId,
    brand_id: source.brand_id,
    name: `${source.name} (Copy)`.slice(0, 200),
    status: source.status,
    content: source.content,
    approved_content: source.approved_content,
    content_instructions: source.content_instructions,
    source_task_id: null,
  };
  return deps.db.transaction((trx) => storeNewFile(deps, caller.plan, row, 'copied', trx));
}
