import { z } from 'zod';
import { VoiceScore } from '../brand/voice-score.schema';
import { ContentInstructions, FileEntity } from './files.schema';
import { WriterName } from './writer-name';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/mindstudio/execute-writing (spec part 2 §7): write a draft for the instructions with the configured
 * writer and save it into `currentFileId` (or a new file). The body keeps the spec's fields; the server writes with
 * the format's own worker settings, so `workerId` / `workflow` are accepted but not trusted, and `variables` only add
 * to the format's defaults (the server sets userID, topic, audience, offer, platform, format itself).
 */
export { WriterName } from './writer-name';

const variableValue = lazySchema(() => z.union([z.string().max(5000), z.number(), z.boolean()]));

export const ExecuteWritingBody = lazySchema(() => z.object({
  workerId: z.string().max(200).optional(),
  workflow: z.string().max(200).optional(),
  variables: z.record(z.string().max(60), variableValue).optional(),
  contentInstructions: ContentInstructions.refine((c) => c.platformId !== '' && c.formatId !== '' && c.topic !== '', {
    // spec part 2 §5 "Missing information"
    message: 'Please select a platform, format, and enter a topic to create content.',
  }),
  /** The open file the draft goes into; without it a new file is made. */
  currentFileId: z.string().uuid('Must be a file id').nullable().optional(),
  /** For a new file: the brand it belongs to and whose profile writes it (the default brand without it). */
  brandId: z.string().uuid('Must be a brand id').optional(),
}));
export type ExecuteWritingBody = z.input<typeof ExecuteWritingBody>;

/** Content usage against the plan (spec part 1 §9 content limits); -1 = unlimited. */
export const ContentUsage = lazySchema(() => z.object({
  today: z.object({ used: z.number().int().min(0), limit: z.number().int() }),
  month: z.object({ used: z.number().int().min(0), limit: z.number().int() }),
  maxTokensPerRequest: z.number().int(),
  /** The user's time zone the day and month are counted in. */
  timeZone: z.string(),
}));
export type ContentUsage = z.infer<typeof ContentUsage>;

export const ExecuteWritingResponse = lazySchema(() => z.object({
  success: z.literal(true),
  /** The draft, markdown (spec: content or result). Both carry the same text. */
  content: z.string(),
  result: z.string(),
  fileId: z.string().uuid(),
  fileName: z.string(),
  file: FileEntity,
  writer: WriterName,
  /** The model that wrote it (an id of GET /api/ai/models) and the version of the prompt it was given (issue 21). */
  model: z.string(),
  promptVersion: z.string(),
  /** The draft's fit to the brand's voice as saved (issue 18); null when the brand's voice could not be read just then. */
  voice: VoiceScore.nullable(),
  /** Tokens the writer reported (remote writers) or estimated (offline composer). */
  tokens: z.number().int().min(0),
  usage: ContentUsage,
}));
export type ExecuteWritingResponse = z.infer<typeof ExecuteWritingResponse>;

/** GET /api/mindstudio/usage */
export const ContentUsageResponse = lazySchema(() => z.object({ usage: ContentUsage }));
export type ContentUsageResponse = z.infer<typeof ContentUsageResponse>;

/** GET /api/mindstudio/workers (spec part 1 §7: workers). The built-in composer is listed as a worker when it writes. */
export const WritingWorker = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string().nullable(),
}));
export type WritingWorker = z.infer<typeof WritingWorker>;
export const WritingWorkersResponse = lazySchema(() => z.object({ writer: WriterName, workers: z.array(WritingWorker) }));
export type WritingWorkersResponse = z.infer<typeof WritingWorkersResponse>;

/** Error ids of the writing calls. */
export const WRITER_FAILED_ERROR = 'writer_failed';
