import { randomUUID } from 'node:crypto';
import { ContentInstructions, NEW_FILE_NAME, NewFileBody, SaveApprovedBody } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { z } from 'zod';
import { fileBytes, type FileRow } from '../repositories/files-repository';
import { resolveBrandId } from './brand-scope';
import type { Caller, ContentDeps } from '../deps';
import { assertFileSize, assertRoomForGrowth, hasVersioning } from './file-limits';
import { storeNewFile } from './store-new-file';

type NewFile = z.output<typeof NewFileBody>;
type SaveApproved = z.output<typeof SaveApprovedBody>;

export async function listFiles(deps: ContentDeps, caller: Caller, brandId?: string): Promise<FileRow[]> {
  const brand = await resolveBrandId(deps, caller.userId, brandId);
  return brand ? deps.files.listForBrand(caller.userId, brand) : [];
}

export async function getFile(deps: ContentDeps, caller: Caller, id: string): Promise<FileRow> {
  const row = await deps.files.find(caller.userId, id);
  if (!row) throw notFound('File');
  return row;
}

/** POST /api/files/new: 'New Document Title', blank, in the given or default brand; the plan's file count and size apply. */
export async function createFile(deps: ContentDeps, caller: Caller, body: NewFile): Promise<FileRow> {
  const brandId = await resolveBrandId(deps, caller.userId, body.brandId);
  if (!brandId) throw notFound('Brand');
  const row = {
    id: randomUUID(),
    user_id: caller.userId,
    brand_id: brandId,
    name: body.name ?? NEW_FILE_NAME,
    status: 'draft' as const,
    content: body.content ?? '',
    approved_content: null,
    content_instructions: body.contentInstructions ?? ContentInstructions.parse({}),
    source_task_id: null,
  };
  return deps.db.transaction((trx) => storeNewFile(deps, caller.plan, row, 'created', trx));
}

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

/**
 * PATCH /api/files/{id}/save-approved (spec: Save): the text becomes the approved content and the file approved;
 * the name and instructions change only when sent. Every save is a version on plans with versioning.
 */
export async function saveApproved(deps: ContentDeps, caller: Caller, id: string, body: SaveApproved): Promise<FileRow> {
  return deps.db.transaction(async (trx) => {
    const current = await deps.files.findForUpdate(caller.userId, id, trx);
    if (!current) throw notFound('File');
    const patch = {
      content: body.content,
      approved_content: body.content,
      status: 'approved' as const,
      ...(body.name ? { name: body.name } : {}),
      ...(body.contentInstructions ? { content_instructions: body.contentInstructions } : {}),
    };
    const bytes = fileBytes({ ...current, ...patch });
    assertFileSize(caller.plan, bytes);
    await assertRoomForGrowth(deps.files, caller.plan, caller.userId, bytes - Number(current.size_bytes), trx);
    const updated = await deps.files.update(caller.userId, id, patch, current, trx);
    if (hasVersioning(caller.plan)) {
      await deps.files.insertVersion({ file_id: id, version: updated.version, name: updated.name, content: updated.content, status: updated.status, source: 'saved' }, trx);
    }
    return updated;
  });
}

export async function deleteFile(deps: ContentDeps, caller: Caller, id: string): Promise<void> {
  if (!(await deps.files.delete(caller.userId, id))) throw notFound('File');
}
