import { z } from 'zod';
import { PublicMetadata } from '../auth/auth.schema';
import { BrandData } from '../brand/brand-data.schema';
import { PLAN_KEYS } from '../plans';
import { FileEntity, FileVersion } from '../content/files.schema';
import { FileProvenance } from '../content/provenance.schema';
import { StrategyDetailsResponse } from '../strategies/strategy.schema';
import { Task } from '../tasks/task.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * `GET /api/export` (issue 19): everything a user owns, as the zip's `navia-export.json`. The format is versioned:
 * `version` changes when a field changes meaning or goes away (adding an optional field does not), and an import
 * reads every version it knows. The zod schemas here are the format's definition; the zip carries the same schema
 * as JSON Schema (`navia-export.schema.json`, from `export-json-schema.ts`), so a reader needs nothing of ours.
 */
export const EXPORT_FORMAT = 'navia-export';
export const EXPORT_VERSION = 1;
export const EXPORT_JSON_NAME = 'navia-export.json';
export const EXPORT_SCHEMA_NAME = 'navia-export.schema.json';
export const EXPORT_TASKS_CSV_NAME = 'tasks.csv';
/** One Markdown file per content file, under this folder of the zip. */
export const EXPORT_FILES_FOLDER = 'files';

/** The account without secrets: no password hash, session or token. */
export const ExportAccount = lazySchema(() => z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  plan: z.enum(PLAN_KEYS),
  publicMetadata: PublicMetadata,
  createdAt: z.string(),
}));
export type ExportAccount = z.infer<typeof ExportAccount>;

/** A brand with its whole record, as `GET /api/brand-data/{id}` answers it. */
export const ExportBrand = lazySchema(() => z.object({
  id: z.string().uuid(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  brandData: BrandData,
}));
export type ExportBrand = z.infer<typeof ExportBrand>;

/**
 * A strategy with its objectives and key results, the persona and offering chosen at launch, and what an import
 * needs to rebuild it (the template's name, duration and commitment as launched).
 */
export const ExportStrategy = lazySchema(() => StrategyDetailsResponse.extend({
  templateName: z.string().optional(),
  duration: z.string().optional(),
  commitment: z.string().optional(),
}));
export type ExportStrategy = z.infer<typeof ExportStrategy>;

/** A task with its whole description and contents, its brand, and when it was made and completed. */
export const ExportTask = lazySchema(() => Task.extend({
  brandId: z.string().uuid(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
}));
export type ExportTask = z.infer<typeof ExportTask>;

/** A content file with every kept version (newest first) and where its text came from. */
export const ExportFile = lazySchema(() => FileEntity.extend({
  versions: z.array(FileVersion),
  provenance: FileProvenance.nullable(),
}));
export type ExportFile = z.infer<typeof ExportFile>;

export const ExportNewsRead = lazySchema(() => z.object({ newsId: z.string(), readAt: z.string() }));
export type ExportNewsRead = z.infer<typeof ExportNewsRead>;

/** The user's choices outside the records above. */
export const ExportSettings = lazySchema(() => z.object({
  /** The writing model chosen on Grow and above (a model id of GET /api/ai/models), null for the server's default. */
  aiModel: z.string().nullable(),
}));
export type ExportSettings = z.infer<typeof ExportSettings>;

export const NaviaExport = lazySchema(() => z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  account: ExportAccount,
  brands: z.array(ExportBrand),
  strategies: z.array(ExportStrategy),
  tasks: z.array(ExportTask),
  files: z.array(ExportFile),
  newsReads: z.array(ExportNewsRead),
  settings: ExportSettings,
}));
export type NaviaExport = z.infer<typeof NaviaExport>;

/** The keys of navia-export.json in the order the server writes them (sections stream one after another). */
export const EXPORT_SECTIONS = ['account', 'brands', 'strategies', 'tasks', 'files', 'newsReads', 'settings'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** Pages of the two sections that grow with the account: read page by page so no side holds the whole export. */
export const EXPORT_TASKS_PAGE = 500;
export const EXPORT_FILES_PAGE = 50;
export const ExportPageQuery = lazySchema(() => z.object({
  /** The last id of the previous page; absent for the first. */
  after: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
}));
export type ExportPageQuery = z.infer<typeof ExportPageQuery>;

export const ExportTasksPage = lazySchema(() => z.object({ tasks: z.array(ExportTask), next: z.string().uuid().nullable() }));
export type ExportTasksPage = z.infer<typeof ExportTasksPage>;
export const ExportFilesPage = lazySchema(() => z.object({ files: z.array(ExportFile), next: z.string().uuid().nullable() }));
export type ExportFilesPage = z.infer<typeof ExportFilesPage>;
export const ExportBrandsResponse = lazySchema(() => z.object({ brands: z.array(ExportBrand) }));
export type ExportBrandsResponse = z.infer<typeof ExportBrandsResponse>;
export const ExportStrategiesResponse = lazySchema(() => z.object({ strategies: z.array(ExportStrategy) }));
export type ExportStrategiesResponse = z.infer<typeof ExportStrategiesResponse>;
export const ExportNewsReadsResponse = lazySchema(() => z.object({ newsReads: z.array(ExportNewsRead) }));
export type ExportNewsReadsResponse = z.infer<typeof ExportNewsReadsResponse>;
export const ExportSettingsResponse = lazySchema(() => z.object({ settings: ExportSettings }));
export type ExportSettingsResponse = z.infer<typeof ExportSettingsResponse>;
