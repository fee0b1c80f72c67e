import type { Caller, ContentDeps } from '../deps';
import type { FileRow } from '../repositories/files-repository';
import { resolveBrandId } from './brand-scope';

/** GET /api/files: the given or default brand's files, newest first. */
export async function listFiles(deps: ContentDeps, caller: Caller, brandId?: string): Promise<FileRow[]> {
  const brand = await resolveBrandId(deps, caller.userId, brandId);
  return brand ? deps.files.listForBrand(caller.userId, brand) : [];
}
