import { brandInternal, VOICE_SCORE_TEXT_MAX, type VoiceScore } from '@navia/contracts';
import type { ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';

/**
 * A file's voice score as saved (issue 18): the stored one when it was computed on the file's current version, else
 * brand's score of the text now (kept for the next read). A save is a new version, so saving recomputes it. The
 * score is an aid, never a reason for a write or a read to fail: when brand cannot answer it is null this time and
 * computed again on the next read. A text longer than the score call takes is scored on its first 50,000 characters.
 */
export async function fileVoice(deps: Pick<ContentDeps, 'brand' | 'fileVoices' | 'log'>, row: FileRow): Promise<VoiceScore | null> {
  const stored = await deps.fileVoices.find(row.id);
  if (stored && stored.version === row.version) return stored.voice;
  try {
    const voice = await deps.brand.call(brandInternal.voiceScore, [row.user_id, row.brand_id], { text: row.content.slice(0, VOICE_SCORE_TEXT_MAX) });
    await deps.fileVoices.save(row.id, row.version, voice);
    return voice;
  } catch (err) {
    deps.log.warn({ err, fileId: row.id }, 'the voice score could not be computed; it is tried again on the next read');
    return null;
  }
}
