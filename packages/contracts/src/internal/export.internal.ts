import {
  ExportBrandsResponse,
  ExportFilesPage,
  ExportNewsReadsResponse,
  ExportSettingsResponse,
  ExportStrategiesResponse,
  ExportTasksPage,
} from '../account/export.schema';

const user = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/export`;
const page = (after: string | undefined, limit: number) => `?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`;

/**
 * What each service answers for a user's export (issue 19), under `/internal/...` with the service token. Identity
 * asks them section after section and writes each answer into the zip as it comes; the two sections that grow with
 * the account (tasks, files) are paged by id, so neither side ever holds a big account's whole export.
 */
export const exportInternal = {
  brands: { method: 'GET', path: (userId: string) => `${user(userId)}/brands`, response: ExportBrandsResponse },
  strategies: { method: 'GET', path: (userId: string) => `${user(userId)}/strategies`, response: ExportStrategiesResponse },
  tasks: { method: 'GET', path: (userId: string, after: string | undefined, limit: number) => `${user(userId)}/tasks${page(after, limit)}`, response: ExportTasksPage },
  newsReads: { method: 'GET', path: (userId: string) => `${user(userId)}/news-reads`, response: ExportNewsReadsResponse },
  files: { method: 'GET', path: (userId: string, after: string | undefined, limit: number) => `${user(userId)}/files${page(after, limit)}`, response: ExportFilesPage },
  settings: { method: 'GET', path: (userId: string) => `${user(userId)}/settings`, response: ExportSettingsResponse },
} as const;
