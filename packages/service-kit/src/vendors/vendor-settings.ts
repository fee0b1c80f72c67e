import { z } from 'zod';

/**
 * How to reach the AI vendors, shared by every service that calls them (brand's voice analyzer, content's writers):
 * one account each, so one set of variables, read one way. A service adds its own variables (worker ids, models,
 * timeouts) to these schemas in its `settings.ts`.
 */
export const MindStudioEnv = z.object({
  MINDSTUDIO_BASE_URL: z.url().default('https://api.mindstudio.ai'),
  MINDSTUDIO_API_KEY: z.string().optional(),
  MINDSTUDIO_RUN_PATH: z.string().startsWith('/').default('/developer/v2/agents/run'),
});

export const OpenAiEnv = z.object({
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
});

/** MindStudio's account settings; the key is optional here, a service that runs MindStudio requires it. */
export interface MindStudioSettings {
  baseUrl: string;
  apiKey?: string;
  runPath: string;
}

/** An OpenAI-compatible endpoint's settings (local servers usually need no key). */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export function mindStudioSettings(e: z.output<typeof MindStudioEnv>): MindStudioSettings {
  return { baseUrl: e.MINDSTUDIO_BASE_URL, apiKey: e.MINDSTUDIO_API_KEY, runPath: e.MINDSTUDIO_RUN_PATH };
}

export function openAiSettings(e: z.output<typeof OpenAiEnv>): OpenAiSettings {
  return { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL };
}
