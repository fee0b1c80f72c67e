import { randomUUID } from 'node:crypto';
import { ContentInstructions, NEW_FILE_NAME, type NewFileBody } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { z } from 'zod';
import type { Caller, ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { resolveBrandId } from './brand-scope';
import { storeNewFile } from './store-new-file';

/** POST /api/files/new: 'New Document Title', blank, in the given or default brand; the plan's file count and size apply. */
export async function createFile(deps: ContentDeps, caller: Caller, body: z.output<typeof NewFileBody>): Promise<FileRow> {
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
