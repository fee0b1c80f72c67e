import { z } from 'zod';
import {
  isProduction,
  localAiSettings,
  LocalAiEnv,
  mindStudioSettings,
  MindStudioEnv,
  openAiSettings,
  OpenAiEnv,
  parseAllowPrivate,
  parseEnv,
  type LocalAiSettings,
  type MindStudioSettings,
  type OpenAiSettings,
  type SettingsEnv,
} from '@navia/service-kit';

// Brand voice analysis: which analyzer, how long the call waits, the remote analyzers' settings (MINDSTUDIO_* base,
// key and run path, OPENAI_* and LOCAL_AI_* are the connections content's writers share) and the page fetcher's limits.
const BrandEnv = MindStudioEnv.extend(OpenAiEnv.shape).extend(LocalAiEnv.shape).extend({
  // auto: a model server on this machine when one answers (LOCAL_AI_*), else the offline analyzer.
  BRAND_VOICE_ANALYZER: z.enum(['auto', 'offline', 'mindstudio', 'openai']).default('auto'),
  BRAND_VOICE_WAIT_SECONDS: z.coerce.number().positive().max(600).default(25),
  BRAND_VOICE_REMOTE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  BRAND_VOICE_REMOTE_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  MINDSTUDIO_BRAND_VOICE_WORKER_ID: z.string().optional(),
  MINDSTUDIO_BRAND_VOICE_WORKFLOW: z.string().default('Main.flow'),
  ANALYZER_FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  ANALYZER_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),
  // false (default), true, or a comma-separated list of origins: private addresses the page fetcher may reach (tests, dev).
  ANALYZER_FETCH_ALLOW_PRIVATE: z.string().default('false'),
});

export interface BrandVoiceSettings {
  analyzer: 'auto' | 'offline' | 'mindstudio' | 'openai';
  /** Where BRAND_VOICE_ANALYZER=auto looks for a model server and how often. */
  localAi: LocalAiSettings;
  /** How long `POST /api/analyze-brand` waits for its job before answering 504 analysis_timeout. */
  waitSeconds: number;
  /** One remote analyzer call, retries included. */
  remoteTimeoutSeconds: number;
  /** Retries of a remote analyzer call on 429/502/503/504 and network errors. */
  remoteRetries: number;
  mindstudio: MindStudioSettings & { workerId?: string; workflow: string };
  openai: OpenAiSettings;
  fetch: {
    timeoutSeconds: number;
    maxBytes: number;
    /** Private, loopback and link-local addresses: refused (false), all allowed (true), or allowed for these origins only. */
    allowPrivate: boolean | string[];
  };
}

/** The brand service's own settings. */
export interface BrandSettings {
  voice: BrandVoiceSettings;
}

export function loadBrandSettings(env: SettingsEnv): BrandSettings {
  const e = parseEnv(BrandEnv, env);
  if (e.BRAND_VOICE_ANALYZER === 'mindstudio' && !(e.MINDSTUDIO_API_KEY && e.MINDSTUDIO_BRAND_VOICE_WORKER_ID)) {
    throw new Error('BRAND_VOICE_ANALYZER=mindstudio needs MINDSTUDIO_API_KEY and MINDSTUDIO_BRAND_VOICE_WORKER_ID');
  }
  return {
    voice: {
      analyzer: e.BRAND_VOICE_ANALYZER,
      localAi: localAiSettings(e),
      waitSeconds: e.BRAND_VOICE_WAIT_SECONDS,
      remoteTimeoutSeconds: e.BRAND_VOICE_REMOTE_TIMEOUT_SECONDS,
      remoteRetries: e.BRAND_VOICE_REMOTE_RETRIES,
      mindstudio: { ...mindStudioSettings(e), workerId: e.MINDSTUDIO_BRAND_VOICE_WORKER_ID, workflow: e.MINDSTUDIO_BRAND_VOICE_WORKFLOW },
      openai: openAiSettings(e),
      fetch: {
        timeoutSeconds: e.ANALYZER_FETCH_TIMEOUT_SECONDS,
        maxBytes: e.ANALYZER_FETCH_MAX_BYTES,
        allowPrivate: parseAllowPrivate('ANALYZER_FETCH_ALLOW_PRIVATE', e.ANALYZER_FETCH_ALLOW_PRIVATE, isProduction(env)),
      },
    },
  };
}

