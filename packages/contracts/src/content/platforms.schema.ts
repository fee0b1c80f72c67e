import { z } from 'zod';
import { PlanKey } from '../plans';
import { WriterConfig, WritingPlatformId } from './writing-formats';
import { lazySchema } from '../common/lazy-schema';

/**
 * GET /api/platforms and GET /api/formats?platformId= (spec part 2 §3 "Platform", "Format", §7). A platform outside
 * the caller's plan is listed with `available: false` and the plan that opens it (the UI's crown); the server refuses
 * to write for it (403 plan_limit_reached).
 */
export const Platform = lazySchema(() => z.object({
  id: WritingPlatformId,
  name: z.string(),
  available: z.boolean(),
  /** The cheapest plan that includes it; null when no plan does. */
  requiredPlan: PlanKey.nullable(),
  /** The brand profile's social link the Open button uses (`socialPlatforms.{key}`), null when there is none (Email, Blog). */
  socialKey: z.enum(['facebook', 'instagram', 'tiktok', 'pinterest', 'twitter', 'substack', 'youtube', 'linkedin']).nullable(),
  sortOrder: z.number().int(),
}));
export type Platform = z.infer<typeof Platform>;

export const PlatformsResponse = lazySchema(() => z.object({ platforms: z.array(Platform) }));
export type PlatformsResponse = z.infer<typeof PlatformsResponse>;

/** The writing worker settings of a format (spec: mindstudioConfig{workerId, workflow, defaultVariables}). */
export const MindstudioConfig = lazySchema(() => z.object({
  workerId: z.string().min(1),
  workflow: z.string().min(1),
  defaultVariables: z.record(z.string(), z.string()),
}));
export type MindstudioConfig = z.infer<typeof MindstudioConfig>;

export const Format = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  platformId: WritingPlatformId,
  description: z.string(),
  /** What a draft of this format is: length, structure, what it must include. */
  writerConfig: WriterConfig,
  /** Always present for seeded formats; the spec's "Selected format does not have MindStudio configuration" is for null. */
  mindstudioConfig: MindstudioConfig.nullable(),
  /** False when the format's platform is outside the caller's plan. */
  available: z.boolean(),
  sortOrder: z.number().int(),
}));
export type Format = z.infer<typeof Format>;

export const FormatsQuery = lazySchema(() => z.object({ platformId: WritingPlatformId.optional() }));
export type FormatsQuery = z.infer<typeof FormatsQuery>;

export const FormatsResponse = lazySchema(() => z.object({ formats: z.array(Format) }));
export type FormatsResponse = z.infer<typeof FormatsResponse>;

/** The 403 message when writing for a platform outside the plan (spec part 2 §8 "Platform requires upgrade"). */
export const PLATFORM_REQUIRES_UPGRADE = 'Platform requires upgrade';
