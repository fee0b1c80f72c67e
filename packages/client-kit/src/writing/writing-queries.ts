import { queryOptions } from '@tanstack/react-query';
import { AiModelsResponse, FilesResponse, PlatformsResponse, type FileEntity } from '@navia/contracts';
import { apiFetch } from '../api/api-fetch';
import { AI_MODELS_PATH, FILES_PATH, PLATFORMS_PATH, filesPath } from '../api/call-paths';
import { freshThisVisit } from '../query/route-visit';

// Here rather than in mf-create: the shell starts the writing workspace's first calls for /create while the
// remote's code loads, under the keys the workspace reads.

export const FILES_QUERY_KEY = [FILES_PATH] as const;
export const filesQueryKey = (brandId: string | null) => [...FILES_QUERY_KEY, brandId] as const;
export const PLATFORMS_QUERY_KEY = [PLATFORMS_PATH] as const;
export const AI_MODELS_QUERY_KEY = [AI_MODELS_PATH] as const;

/** GET /api/files?brandId= (spec part 2 §7); without a brand id the server lists the default brand's files. */
export function fetchFiles(brandId: string | null, signal?: AbortSignal): Promise<FileEntity[]> {
  return apiFetch(filesPath(brandId), { schema: FilesResponse, signal }).then((answer) => answer.files);
}

export function filesQuery(brandId: string | null) {
  return queryOptions({ queryKey: filesQueryKey(brandId), queryFn: ({ signal }) => fetchFiles(brandId, signal) });
}

/**
 * GET /api/platforms (spec part 2 §7). Each platform says whether the caller's plan opens it; the plan can change
 * during a visit (an upgrade in another tab), so the list is read on each visit to the page rather than kept for
 * the session.
 */
export function platformsQuery() {
  return queryOptions({
    queryKey: PLATFORMS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch(PLATFORMS_PATH, { schema: PlatformsResponse, signal }),
    staleTime: freshThisVisit,
  });
}

/**
 * GET /api/ai/models (issue 21): the models the server writes with now, the user's choice and the one their next
 * draft uses. Read on each visit: a local model server may have started or stopped since.
 */
export function aiModelsQuery() {
  return queryOptions({
    queryKey: AI_MODELS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch(AI_MODELS_PATH, { schema: AiModelsResponse, signal }),
    staleTime: freshThisVisit,
  });
}
