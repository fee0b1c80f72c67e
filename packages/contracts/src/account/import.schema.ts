import { z } from 'zod';
import { ExportBrandsResponse, ExportFilesPage, ExportStrategiesResponse, ExportTasksPage } from './export.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * `POST /api/import` (issue 19 item 2): an export (the zip, or its navia-export.json) brought into the signed-in
 * account, with new ids. The new ids are derived from the account and the old ids (`importedId`), so importing the
 * same file again writes the same rows, which every service skips as already there: nothing is duplicated, and an
 * import cut short by a service that was down completes when it is sent again.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const ImportCounts = lazySchema(() => z.object({
  brands: z.number().int().min(0),
  strategies: z.number().int().min(0),
  tasks: z.number().int().min(0),
  files: z.number().int().min(0),
}));
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportResponse = lazySchema(() => z.object({
  /** What the file holds and is now in the account. */
  imported: ImportCounts,
  /** This file was imported into this account before: nothing new was written. */
  alreadyImported: z.boolean(),
}));
export type ImportResponse = z.infer<typeof ImportResponse>;

/** What each service holds for the user now, against which the plan's caps are checked before anything is written. */
export const ImportRoomResponse = lazySchema(() => z.object({
  brands: z.number().int().min(0).optional(),
  activeStrategies: z.number().int().min(0).optional(),
  openTasks: z.number().int().min(0).optional(),
  files: z.number().int().min(0).optional(),
  bytes: z.number().min(0).optional(),
}));
export type ImportRoomResponse = z.infer<typeof ImportRoomResponse>;
export const ImportedResponse = lazySchema(() => z.object({ imported: z.number().int().min(0) }));
export type ImportedResponse = z.infer<typeof ImportedResponse>;

const user = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/import`;

/** Each service's part of an import (bodies are the export's own shapes, with the new ids), service token only. */
export const importInternal = {
  room: { method: 'GET', path: (userId: string) => `${user(userId)}/room`, response: ImportRoomResponse },
  brands: { method: 'POST', path: (userId: string) => `${user(userId)}/brands`, body: ExportBrandsResponse, response: ImportedResponse },
  strategies: { method: 'POST', path: (userId: string) => `${user(userId)}/strategies`, body: ExportStrategiesResponse, response: ImportedResponse },
  tasks: { method: 'POST', path: (userId: string) => `${user(userId)}/tasks`, body: lazySchema(() => ExportTasksPage.pick({ tasks: true })), response: ImportedResponse },
  files: { method: 'POST', path: (userId: string) => `${user(userId)}/files`, body: lazySchema(() => ExportFilesPage.pick({ files: true })), response: ImportedResponse },
} as const;
