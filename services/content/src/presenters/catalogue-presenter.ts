import { lowestPlanForPlatform, planAllowsPlatform, type Format, type Platform, type PlanKey, type WritingPlatformId } from '@navia/contracts';
import type { WriterSettings } from '../settings';
import type { FormatRow, PlatformRow } from '../repositories/catalogue-repository';
import { OFFLINE_WORKER_ID } from '../writers/offline-composer';

export function presentPlatform(row: PlatformRow, plan: PlanKey): Platform {
  return {
    id: row.id as WritingPlatformId,
    name: row.name,
    available: planAllowsPlatform(plan, row.id),
    requiredPlan: lowestPlanForPlatform(row.id),
    socialKey: (row.social_key as Platform['socialKey']) ?? null,
    sortOrder: row.sort_order,
  };
}

/**
 * The worker a format writes with: its own MindStudio worker when an operator set one, else the deployment's
 * writing worker (MINDSTUDIO_WRITER_WORKER_ID), else the built-in composer's id. Never null, so every seeded format
 * passes the workspace's "has MindStudio configuration" check whichever writer runs.
 */
export function mindstudioConfigOf(row: FormatRow, settings: WriterSettings): NonNullable<Format['mindstudioConfig']> {
  const fallback = defaultMindstudioConfig(settings);
  return {
    workerId: row.mindstudio_worker_id ?? fallback.workerId,
    workflow: row.mindstudio_workflow ?? fallback.workflow,
    defaultVariables: row.default_variables ?? {},
  };
}

/** The configured worker, for a format that names none (or a call with no format). */
export function defaultMindstudioConfig(settings: WriterSettings): NonNullable<Format['mindstudioConfig']> {
  return { workerId: settings.mindstudio.workerId ?? OFFLINE_WORKER_ID, workflow: settings.mindstudio.workflow, defaultVariables: {} };
}

export function presentFormat(row: FormatRow, plan: PlanKey, settings: WriterSettings): Format {
  return {
    id: row.id,
    name: row.name,
    platformId: row.platform_id as WritingPlatformId,
    description: row.writer_config.description,
    writerConfig: row.writer_config,
    mindstudioConfig: mindstudioConfigOf(row, settings),
    available: planAllowsPlatform(plan, row.platform_id),
    sortOrder: row.sort_order,
  };
}
