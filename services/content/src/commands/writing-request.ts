import {
  GENERATED_FILE_MARKER,
  PLATFORM_REQUIRES_UPGRADE,
  planAllowsPlatform,
  type BrandData,
  type OfferingRecord,
  type PersonaRecord,
  type PlanKey,
} from '@navia/contracts';
import { AppError, planLimitReached, validationError, type Logger } from '@navia/service-kit';
import type { WriterSettings } from '../settings';
import { mindstudioConfigOf } from '../presenters/catalogue-presenter';
import type { FormatRow, PlatformRow } from '../repositories/catalogue-repository';
import { WriterError, type WritingRequest } from '../writers/content-writer';
import type { ContentDeps } from '../deps';
import { tokensPerRequest } from '../usage/content-usage';

export const WRITER_FAILED = 'writer_failed';

/** The platform and format of a write, checked: the format exists and is the platform's, and the plan has the platform. */
export async function writingTarget(
  deps: Pick<ContentDeps, 'catalogue'>,
  plan: PlanKey,
  platformId: string,
  formatId: string,
  fieldPrefix = 'contentInstructions.',
): Promise<{ platform: PlatformRow; format: FormatRow }> {
  const format = await deps.catalogue.format(formatId);
  if (!format) throw validationError(`${fieldPrefix}formatId: Unknown format ${formatId}`, `${fieldPrefix}formatId`);
  if (format.platform_id !== platformId) throw validationError(`${fieldPrefix}formatId: ${format.name} is not a format of this platform`, `${fieldPrefix}formatId`);
  const platform = await deps.catalogue.platform(platformId);
  if (!platform) throw validationError(`${fieldPrefix}platformId: Unknown platform ${platformId}`, `${fieldPrefix}platformId`);
  // spec part 2 §5: platforms outside the plan are refused (the UI shows them with a crown).
  if (!planAllowsPlatform(plan, platformId)) throw planLimitReached(PLATFORM_REQUIRES_UPGRADE, `${fieldPrefix}platformId`);
  return { platform, format };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The Who as the brand knows it: a persona by id or name; blank picks the first one; free text matches none. */
export function matchPersona(users: readonly PersonaRecord[], audience: string): PersonaRecord | null {
  if (!audience.trim()) return users[0] ?? null;
  return users.find((p) => p.id === audience || (p.name && same(p.name, audience))) ?? null;
}

/** The What: an offering by id or name; blank picks the first one; free text matches none. */
export function matchOffering(offerings: readonly OfferingRecord[], offer: string): OfferingRecord | null {
  if (!offer.trim()) return offerings[0] ?? null;
  return offerings.find((o) => o.id === offer || (o.name && same(o.name, offer))) ?? null;
}

export function buildWritingRequest(args: {
  userId: string;
  plan: PlanKey;
  settings: WriterSettings;
  brand: BrandData;
  platform: PlatformRow;
  format: FormatRow;
  topic: string;
  audience: string;
  offer: string;
  persona?: PersonaRecord | null;
  offering?: OfferingRecord | null;
  extraVariables?: Record<string, string | number | boolean>;
  strategy?: WritingRequest['strategy'];
  task?: WritingRequest['task'];
  variation?: string;
}): WritingRequest {
  const persona = args.persona !== undefined ? args.persona : matchPersona(args.brand.personas.users, args.audience);
  const offering = args.offering !== undefined ? args.offering : matchOffering(args.brand.offerings, args.offer);
  return {
    userId: args.userId,
    platform: { id: args.platform.id, name: args.platform.name },
    format: { id: args.format.id, name: args.format.name, writer: args.format.writer_config, mindstudio: mindstudioConfigOf(args.format, args.settings) },
    topic: args.topic,
    audience: args.audience || persona?.name || '',
    offer: args.offer || offering?.name || '',
    brand: args.brand,
    persona,
    offering,
    strategy: args.strategy,
    task: args.task,
    maxTokens: tokensPerRequest(args.plan),
    extraVariables: args.extraVariables ?? {},
    variation: args.variation,
  };
}

/** spec part 2 §9: '{topic} - Navia Created Content …', dated in the user's zone. */
export function generatedFileName(topic: string, timeZone: string, now: Date = new Date()): string {
  let when: string;
  try {
    when = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(now);
  } catch {
    when = now.toISOString().slice(0, 16).replace('T', ' ');
  }
  const t = topic.replace(/\s+/g, ' ').trim();
  return `${t.length > 120 ? `${t.slice(0, 117)}...` : t} - ${GENERATED_FILE_MARKER} - ${when}`;
}

/** A writer's failure as the API answers it: 502 writer_failed with our message (the vendor's words go to the log). */
/**
 * What a failed writer call becomes for the caller: a writer's error is logged with the vendor's own words (for us
 * only) and answered as 502 writer_failed with our message; anything else is thrown as it was.
 */
export function writerFailure(err: unknown, log: Logger, what: string): unknown {
  if (!(err instanceof WriterError)) return err;
  log.warn({ writer: err.writer, status: err.upstreamStatus, detail: err.detail }, what);
  return new AppError(WRITER_FAILED, 502, err.message);
}
