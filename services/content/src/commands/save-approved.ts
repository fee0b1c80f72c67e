import type { SaveApprovedBody } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { z } from 'zod';
import type { Caller, ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { storeFileChange } from './store-file-change';

/**
 * PATCH /api/files/{id}/save-approved (spec: Save): the text becomes the approved content and the file approved;
 * the name and instructions change only when sent. Every save is a version on plans with versioning.
 */
export async function saveApproved(deps: ContentDeps, caller: Caller, id: string, body: z.output<typeof SaveApprovedBody>): Promise<FileRow> {
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
    const updated = await storeFileChange(deps, caller.plan, current, patch, 'saved', trx);
    return updated;
  });
}
