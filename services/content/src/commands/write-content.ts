import { randomUUID } from 'node:crypto';
import { ExecuteWritingBody, NEW_FILE_NAME, type ContentUsage } from '@navia/contracts';
import { notFound } from '@navia/service-kit';
import type { z } from 'zod';
import type { FileRow } from '../repositories/files-repository';
import { brandDataOf } from './brand-scope';
import type { Caller, ContentDeps } from '../deps';
import { assertFileSize, assertRoomForFile } from './file-limits';
import { storeFileChange } from './store-file-change';
import { storeNewFile } from './store-new-file';
import { contentUsage } from '../usage/content-usage';
import { userClock } from '../usage/user-clock';
import { reserveContent } from './reserve-content';
import { activeModel } from './ai-model';
import { recordProvenance } from './file-provenance';
import type { WrittenDraft } from '../writers/writer-models';
import { buildWritingRequest, generatedFileName, writerFailure, writingTarget } from './writing-request';

type Body = z.output<typeof ExecuteWritingBody>;

export interface WritingOutcome {
  /** The draft, its tokens, the model that wrote it and the prompt's version. */
  draft: WrittenDraft;
  file: FileRow;
  usage: ContentUsage;
}

/**
 * POST /api/mindstudio/execute-writing: writes a draft with the configured writer from the brand profile, persona,
 * offer, platform, format and topic, and saves it into the open file (or a new one). One piece of the plan's content
 * is reserved before the writer runs and given back if it fails.
 */
export async function writeContent(deps: ContentDeps, caller: Caller, body: Body): Promise<WritingOutcome> {
  const { userId, plan } = caller;
  const instructions = body.contentInstructions;
  const { platform, format } = await writingTarget(deps, plan, instructions.platformId, instructions.formatId);
  const current = body.currentFileId ? await deps.files.find(userId, body.currentFileId) : undefined;
  if (body.currentFileId && !current) throw notFound('File');
  const brand = await brandDataOf(deps, userId, current?.brand_id ?? body.brandId);
  const clock = await userClock(deps, caller);
  if (!current) {
    // Refuse before spending a generation on a file that could not be stored.
    await assertRoomForFile(deps.files, plan, userId, 0);
  }
  const chosen = await activeModel(deps, caller);
  const reservation = await reserveContent(deps, userId, plan, clock, { source: 'workspace', writer: chosen.model.writer });
  let file: FileRow;
  let written: WrittenDraft;
  try {
    const request = buildWritingRequest({
      userId,
      plan,
      settings: deps.settings,
      brand: brand.brandData,
      platform,
      format,
      topic: instructions.topic,
      audience: instructions.audience,
      offer: instructions.offer,
      extraVariables: body.variables,
      // A re-write of the same instructions gets new wording from the offline composer.
      variation: reservation,
    });
    written = await deps.writers.write(chosen, request, { userId, brandId: brand.id, purpose: 'draft' });
    const draft = written.content;
    assertFileSize(plan, Buffer.byteLength(draft, 'utf8'));
    file = await deps.db.transaction(async (trx) => {
      let saved: FileRow;
      if (current) {
        const locked = await deps.files.findForUpdate(userId, current.id, trx);
        if (!locked) throw notFound('File');
        const patch = {
          content: draft,
          status: 'draft' as const,
          content_instructions: instructions,
          // A file still titled 'New Document Title' takes the generated name; a name the owner chose stays.
          ...(locked.name === NEW_FILE_NAME ? { name: generatedFileName(instructions.topic, clock.timeZone) } : {}),
        };
        saved = await storeFileChange(deps, plan, locked, patch, 'generated', trx);
      } else {
        const row = {
          id: randomUUID(),
          user_id: userId,
          brand_id: brand.id,
          name: generatedFileName(instructions.topic, clock.timeZone),
          status: 'draft' as const,
          content: draft,
          approved_content: null,
          content_instructions: instructions,
          source_task_id: null,
        };
        saved = await storeNewFile(deps, plan, row, 'generated', trx);
      }
      await deps.usage.complete(reservation, { tokens: written.tokens, fileId: saved.id, writer: written.model.writer, model: written.model.id }, trx);
      await recordProvenance(deps, saved, written, trx);
      return saved;
    });
  } catch (err) {
    await deps.usage.release(reservation).catch((e: unknown) => deps.log.error({ err: e }, 'could not release a content reservation'));
    throw writerFailure(err, deps.log, 'writer failed');
  }
  return { draft: written, file, usage: await contentUsage(deps, userId, plan, clock) };
}
