import { z } from 'zod';

/** Which writer drafted: the offline composer, a MindStudio worker, or an OpenAI-compatible model (local or remote). */
export const WriterName = z.enum(['offline', 'mindstudio', 'openai']);
export type WriterName = z.infer<typeof WriterName>;
