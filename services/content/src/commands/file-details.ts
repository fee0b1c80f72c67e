import type { FileResponse } from '@navia/contracts';
import type { ContentDeps } from '../deps';
import { presentFile } from '../presenters/file-presenter';
import type { FileRow } from '../repositories/files-repository';
import { fileVoice } from './file-voice';

/** A file as GET /api/files/{id} and save-approved answer it: with its voice score and its provenance (issue 18). */
export async function fileDetails(deps: Pick<ContentDeps, 'brand' | 'fileVoices' | 'provenance' | 'log'>, row: FileRow): Promise<FileResponse> {
  const [voice, provenance] = await Promise.all([fileVoice(deps, row), deps.provenance.present(row.id, row.content)]);
  return { file: presentFile(row), voice, provenance };
}
