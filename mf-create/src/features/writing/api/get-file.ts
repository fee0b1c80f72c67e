import { apiFetch } from '@navia/client-kit';
import { FileResponse, type FileEntity } from '@navia/contracts';

/** GET /api/files/{id} (spec part 2 §7): always read fresh, since a draft may have been written into it since. */
export function fetchFile(id: string, signal?: AbortSignal): Promise<FileEntity> {
  return apiFetch(`/api/files/${encodeURIComponent(id)}`, { schema: FileResponse, signal }).then((answer) => answer.file);
}
