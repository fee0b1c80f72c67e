import { z } from 'zod';
import { WriterName } from './writer-name';
import { lazySchema } from '../common/lazy-schema';

/**
 * Where a generated file's text came from (issue 18): the writer and model, the prompt's version, which fields of the
 * brand record were sent to the writer (none for the offline composer: nothing left the server), how many real
 * content samples it was given, when, and whether the owner changed the text since.
 */
export const FileProvenance = lazySchema(() => z.object({
  writer: WriterName,
  /** A model id of GET /api/ai/models (`offline`, `local:<model>`, `openai:<model>`, `mindstudio`). */
  model: z.string(),
  promptVersion: z.string(),
  brandFieldsSent: z.array(z.string()),
  samplesUsed: z.number().int().min(0),
  generatedAt: z.string(),
  editedAfterGeneration: z.boolean(),
}));
export type FileProvenance = z.infer<typeof FileProvenance>;
