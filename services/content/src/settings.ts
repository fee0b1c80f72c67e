import { z } from 'zod';
import {
  localAiSettings,
  LocalAiEnv,
  mindStudioSettings,
  MindStudioEnv,
  openAiSettings,
  OpenAiEnv,
  parseEnv,
  type LocalAiSettings,
  type MindStudioSettings,
  type OpenAiSettings,
  type SettingsEnv,
} from '@navia/service-kit';

// Content writing: which writer drafts content and the remote writers' settings. MINDSTUDIO_* base, key and run
// path, OPENAI_* and LOCAL_AI_* are the connections the brand voice analyzer shares; WRITER_OPENAI_MODEL can differ.
const ContentEnv = MindStudioEnv.extend(OpenAiEnv.shape).extend(LocalAiEnv.shape).extend({
  // auto: a model server on this machine when one answers (LOCAL_AI_*), else the offline composer.
  WRITER: z.enum(['auto', 'offline', 'mindstudio', 'openai']).default('auto'),
  // WRITER=openai: more of the vendor's models users on Grow and above may choose (comma-separated).
  WRITER_MODELS: z.string().default(''),
  WRITER_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(25),
  WRITER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  WRITER_MAX_TOKENS: z.coerce.number().int().positive().max(200_000).default(4000),
  WRITER_OPENAI_MODEL: z.string().optional(),
  WRITER_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.7),
  MINDSTUDIO_WRITER_WORKER_ID: z.string().optional(),
  MINDSTUDIO_WRITER_WORKFLOW: z.string().default('Main.flow'),
  MINDSTUDIO_LOAD_PATH: z.string().startsWith('/').default('/developer/v2/agents/load'),
  CONTENT_BODY_LIMIT: z.string().default('5mb'),
});

export interface WriterSettings {
  writer: 'auto' | 'offline' | 'mindstudio' | 'openai';
  /** Where WRITER=auto looks for a model server and how often. */
  localAi: LocalAiSettings;
  /** WRITER=openai: the models offered besides the configured one. */
  openaiModels: string[];
  /** One remote writer call, retries included (kept under the gateway's 30 s proxy timeout by default). */
  timeoutSeconds: number;
  /** Retries of a remote writer call on 429/502/503/504 and dropped connections. */
  retries: number;
  /** Tokens asked for when the plan sets no per-request limit (enterprise). */
  maxTokens: number;
  temperature: number;
  mindstudio: MindStudioSettings & { loadPath: string; workerId?: string; workflow: string };
  openai: OpenAiSettings;
}

/** The content service's own settings. */
export interface ContentSettings {
  writing: WriterSettings;
  /** Largest JSON body the content service accepts (files can be larger than other bodies; the plan caps them). */
  bodyLimit: string;
}

export function loadContentSettings(env: SettingsEnv): ContentSettings {
  const e = parseEnv(ContentEnv, env);
  if (e.WRITER === 'mindstudio' && !(e.MINDSTUDIO_API_KEY && e.MINDSTUDIO_WRITER_WORKER_ID)) {
    throw new Error('WRITER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_WRITER_WORKER_ID');
  }
  const openai = openAiSettings(e);
  return {
    writing: {
      writer: e.WRITER,
      localAi: localAiSettings(e),
      openaiModels: e.WRITER_MODELS.split(',').map((m) => m.trim()).filter(Boolean),
      timeoutSeconds: e.WRITER_TIMEOUT_SECONDS,
      retries: e.WRITER_RETRIES,
      maxTokens: e.WRITER_MAX_TOKENS,
      temperature: e.WRITER_TEMPERATURE,
      mindstudio: { ...mindStudioSettings(e), loadPath: e.MINDSTUDIO_LOAD_PATH, workerId: e.MINDSTUDIO_WRITER_WORKER_ID, workflow: e.MINDSTUDIO_WRITER_WORKFLOW },
      openai: { ...openai, model: e.WRITER_OPENAI_MODEL ?? openai.model },
    },
    bodyLimit: e.CONTENT_BODY_LIMIT,
  };
}
