/**
 * The writing area's cache keys. Each starts with its call's path (client-kit convention); brand-scoped lists add
 * the brand id, so invalidating the path alone reaches every brand.
 */
export const FILES_QUERY_KEY = ['/api/files'] as const;
export const filesQueryKey = (brandId: string | null) => [...FILES_QUERY_KEY, brandId] as const;
export const PLATFORMS_QUERY_KEY = ['/api/platforms'] as const;
export const formatsQueryKey = (platformId: string) => ['/api/formats', platformId] as const;
/**
 * Under the brand-data path (a save in Brand HQ invalidates that path, so the workspace sees new offers and
 * links), with a marker of its own: Brand HQ caches a different shape under ['/api/brand-data', brandId].
 */
export const writingBrandQueryKey = (brandId: string | null) => ['/api/brand-data', brandId, 'writing'] as const;
