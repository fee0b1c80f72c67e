import { z } from 'zod';
import { VoiceScore } from '../brand/voice-score.schema';
import { FileProvenance } from './provenance.schema';
import { lazySchema } from '../common/lazy-schema';

/**
 * Files of the writing workspace (spec part 2 §3 "File", §7). Every call answers the spec's shapes: `{files}` for the
 * list, `{file}` for one. Files belong to a user and one of their brands; another user's file answers 404.
 */
export const FILE_STATUSES = ['draft', 'approved'] as const;
export const FileStatus = lazySchema(() => z.enum(FILE_STATUSES));
export type FileStatus = z.infer<typeof FileStatus>;

/** The one file type the writing workspace makes; the Open File dialog shows it as 'Text Document'. */
export const FILE_TYPES = ['text_document'] as const;
export const FileType = lazySchema(() => z.enum(FILE_TYPES));
export type FileType = z.infer<typeof FileType>;

/** spec part 2 §2.8 "Open File dialog: … readable file type". Unknown types are title-cased. */
export function readableFileType(fileType: string): string {
  if (fileType === 'text_document') return 'Text Document';
  return fileType
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** spec part 2 §9: a new file is titled 'New Document Title'. */
export const NEW_FILE_NAME = 'New Document Title';
/** spec part 2 §9: generated files are named '{topic} - Navia Created Content …'. */
export const GENERATED_FILE_MARKER = 'Navia Created Content';
export const FILE_NAME_MAX = 200;
export const TOPIC_MAX = 500;

/** The Where / Who / What / Topic of a file (spec: contentInstructions{platformId, formatId, audience, offer, topic}). Blank is "not chosen". */
export const ContentInstructions = lazySchema(() => z.object({
  platformId: z.string().trim().max(40).default(''),
  formatId: z.string().trim().max(60).default(''),
  audience: z.string().trim().max(200).default(''),
  offer: z.string().trim().max(200).default(''),
  topic: z.string().trim().max(TOPIC_MAX).default(''),
}));
export type ContentInstructionsInput = z.input<typeof ContentInstructions>;
export type ContentInstructions = z.output<typeof ContentInstructions>;

export const FileEntity = lazySchema(() => z.object({
  id: z.string().uuid(),
  name: z.string(),
  fileType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: FileStatus,
  /** The latest draft (generated or saved), markdown. */
  content: z.string(),
  /** What the owner last saved with Save (spec: shown instead of content when status is approved). */
  approvedContent: z.string().nullable(),
  contentInstructions: ContentInstructions,
  /** The task whose execution wrote it (spec part 1 §4 "View Content" finds a file by it). */
  sourceTaskId: z.string().uuid().nullable(),
  brandId: z.string().uuid(),
  /** Number of the latest saved version (1 for a new file); older ones are kept on plans with versioning. */
  version: z.number().int().min(1),
}));
export type FileEntity = z.infer<typeof FileEntity>;

export const FileIdParams = lazySchema(() => z.object({ id: z.string().uuid('Must be a file id') }));
export type FileIdParams = z.infer<typeof FileIdParams>;

/** GET /api/files?brandId= : one brand's files (the default brand's without brandId), newest change first. */
export const FilesQuery = lazySchema(() => z.object({ brandId: z.string().uuid('Must be a brand id').optional() }));
export type FilesQuery = z.infer<typeof FilesQuery>;
export const FilesResponse = lazySchema(() => z.object({ files: z.array(FileEntity) }));
export type FilesResponse = z.infer<typeof FilesResponse>;

/** GET /api/files/{id}, POST /api/files/new, POST /api/files/{id}/copy, PATCH …/save-approved. */
/**
 * The file, and (GET /api/files/{id}, save-approved) its voice score as saved (issue 18): null when the brand's voice
 * could not be read just then; absent from the calls that do not score (new, copy).
 */
export const FileResponse = lazySchema(() => z.object({
  file: FileEntity,
  voice: VoiceScore.nullable().optional(),
  /** GET /api/files/{id}, save-approved: where a generated file's text came from (issue 18); null for one never generated. */
  provenance: FileProvenance.nullable().optional(),
}));
export type FileResponse = z.infer<typeof FileResponse>;

/** POST /api/files/new: the spec sends `{}`; every field is optional (default brand, 'New Document Title', blank). */
export const NewFileBody = lazySchema(() => z
  .object({
    brandId: z.string().uuid('Must be a brand id').optional(),
    name: z.string().trim().min(1, 'name: Give the file a name').max(FILE_NAME_MAX).optional(),
    content: z.string().optional(),
    contentInstructions: ContentInstructions.optional(),
  })
  .default({}));
export type NewFileBody = z.input<typeof NewFileBody>;

/** PATCH /api/files/{id}/save-approved (spec part 2 §5: needs non-empty content; the name only when edited). */
export const SaveApprovedBody = lazySchema(() => z.object({
  content: z.string().refine((v) => v.trim() !== '', 'content: Write something before saving'),
  name: z.string().trim().min(1, 'name: Give the file a name').max(FILE_NAME_MAX).optional(),
  contentInstructions: ContentInstructions.optional(),
}));
export type SaveApprovedBody = z.input<typeof SaveApprovedBody>;

export const DeleteFileResponse = lazySchema(() => z.object({ success: z.literal(true), id: z.string().uuid() }));
export type DeleteFileResponse = z.infer<typeof DeleteFileResponse>;

/** GET /api/files/{id}/versions: every saved version, newest first (empty on plans without versioning). */
export const FileVersion = lazySchema(() => z.object({
  version: z.number().int().min(1),
  name: z.string(),
  content: z.string(),
  status: FileStatus,
  /** What made it: the first draft, a generation, a save by the owner, a copy. */
  source: z.enum(['created', 'generated', 'saved', 'copied']),
  createdAt: z.string(),
}));
export type FileVersion = z.infer<typeof FileVersion>;
export const FileVersionsResponse = lazySchema(() => z.object({ versioning: z.boolean(), versions: z.array(FileVersion) }));
export type FileVersionsResponse = z.infer<typeof FileVersionsResponse>;

/** The first string among the spec's nested content fields (text/result/content/body/message), else null. */
export function contentText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || depth > 4) return null;
  const v = value as Record<string, unknown>;
  for (const key of ['text', 'result', 'content', 'body', 'message']) {
    const found = contentText(v[key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
