import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** Which writer drafted: the offline composer, a MindStudio worker, or an OpenAI-compatible model (local or remote). */
export const WriterName = lazySchema(() => z.enum(['offline', 'mindstudio', 'openai']));
export type WriterName = z.infer<typeof WriterName>;
