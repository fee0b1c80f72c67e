import type { Knex } from 'knex';
import type { ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { textSha256 } from '../repositories/file-provenance-repository';
import type { WrittenDraft } from '../writers/writer-models';

/** Records where a generated file's text came from, in the transaction that stored it (issue 18). */
export function recordProvenance(deps: Pick<ContentDeps, 'provenance'>, file: FileRow, draft: WrittenDraft, trx: Knex.Transaction): Promise<void> {
  return deps.provenance.record(
    {
      file_id: file.id,
      writer: draft.model.writer,
      model: draft.model.id,
      prompt_version: draft.promptVersion,
      brand_fields_sent: draft.brandFieldsSent,
      samples_used: draft.samplesUsed,
      generated_text_sha256: textSha256(draft.content),
    },
    trx,
  );
}
