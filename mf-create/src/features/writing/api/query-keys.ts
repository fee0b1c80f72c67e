/**
 * The writing area's cache keys. Each starts with its call's path (client-kit convention); brand-scoped lists add
 * the brand id, so invalidating the path alone reaches every brand. The ones the shell prefetches for /create are
 * defined in client-kit with their queries.
 */
export { AI_MODELS_QUERY_KEY, FILES_QUERY_KEY, PLATFORMS_QUERY_KEY, filesQueryKey } from '@navia/client-kit';
export const formatsQueryKey = (platformId: string) => ['/api/formats', platformId] as const;
