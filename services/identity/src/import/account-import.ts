import { importInternal, planOf, type ImportCounts, type ImportResponse, type PlanKey } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';
import type { IdentityDeps } from '../deps';
import { importedId } from './imported-id';
import { importRefusal } from './import-room';
import { readUpload } from './read-upload';
import { chunkBySize, prerequisitesFirst, remapExport } from './remap-export';

/** Under the services' JSON body limit (100 KB by default); content takes files, up to CONTENT_BODY_LIMIT (5 MB). */
const CHUNK_BYTES = 80_000;
const FILE_CHUNK_BYTES = 4_000_000;

/**
 * `POST /api/import` (issue 19 item 2): an export brought into the signed-in account.
 * 1. The upload is read and checked whole (readUpload): nothing is written for a file that is not an export.
 * 2. The same file imported before (by the SHA-256 of its JSON) is answered at once: nothing new is written.
 * 3. The plan's caps are checked against what the account holds now (each service's `room`); a refusal says what
 *    does not fit, and nothing is written.
 * 4. Every record gets the id `importedId(account, old id)`, and the services write brands, strategies, tasks
 *    (prerequisites first) and files (with their versions) in that order, in pages under their body limits, each
 *    skipping what is already there. The derived ids make the whole import repeatable: one cut short by a service
 *    that went down completes when the file is sent again, without duplicating what went in the first time.
 * Provenance, voice scores, news marks and settings are not imported: they describe the other account's history.
 */
export async function importAccount(
  deps: Pick<IdentityDeps, 'peers' | 'imports'>,
  caller: { userId: string; plan: PlanKey },
  upload: Buffer,
  contentType: string,
): Promise<ImportResponse> {
  const { data: file, fingerprint } = readUpload(upload, contentType);
  const counts: ImportCounts = { brands: file.brands.length, strategies: file.strategies.length, tasks: file.tasks.length, files: file.files.length };
  if (await deps.imports.find(caller.userId, fingerprint)) return { imported: counts, alreadyImported: true };

  const { brand, strategies, tasks, content } = deps.peers;
  const rooms = await Promise.all([brand, strategies, tasks, content].map((peer) => peer.call(importInternal.room, [caller.userId])));
  const room = Object.assign({}, ...rooms);
  const refusal = importRefusal(planOf(caller.plan), room, file);
  if (refusal) throw planLimitReached(refusal, 'file');

  const data = remapExport(file, (oldId) => importedId(caller.userId, oldId));
  for (const chunk of chunkBySize(data.brands, CHUNK_BYTES)) await brand.call(importInternal.brands, [caller.userId], { brands: chunk });
  for (const chunk of chunkBySize(data.strategies, CHUNK_BYTES)) await strategies.call(importInternal.strategies, [caller.userId], { strategies: chunk });
  for (const chunk of chunkBySize(prerequisitesFirst(data.tasks), CHUNK_BYTES)) await tasks.call(importInternal.tasks, [caller.userId], { tasks: chunk });
  for (const chunk of chunkBySize(data.files, FILE_CHUNK_BYTES)) await content.call(importInternal.files, [caller.userId], { files: chunk });
  await deps.imports.record(caller.userId, fingerprint, counts);
  return { imported: counts, alreadyImported: false };
}
