import { brandInternal, VoiceRewriteBody, type VoiceRewriteResponse, type VoiceScore } from '@navia/contracts';
import { validationError } from '@navia/service-kit';
import type { z } from 'zod';
import type { Caller, ContentDeps } from '../deps';
import { defaultMindstudioConfig, mindstudioConfigOf } from '../presenters/catalogue-presenter';
import { tokensPerRequest } from '../usage/content-usage';
import { activeModel } from './ai-model';
import { brandDataOf } from './brand-scope';
import { writerFailure } from './writing-request';

type RewriteDeps = Pick<ContentDeps, 'brand' | 'catalogue' | 'settings' | 'writers' | 'modelChoices' | 'log'>;

/** How many of the passages that drifted in `before` are no longer in `after` (each passage counted once). */
export function passagesRewritten(before: string, previous: VoiceScore, after: string): number {
  const passages = new Set(previous.drift.map((d) => before.slice(d.start, d.end)));
  return [...passages].filter((p) => !after.includes(p)).length;
}

/**
 * POST /api/voice-rewrite (issue 18, "Make it more on-brand"): scores the text against the brand's voice, sends it
 * with its drifting passages to the model the caller writes with (the composer rewrites them itself), and scores
 * the answer. Nothing is stored: the person decides whether the rewrite replaces their draft. It does not count as a
 * piece of the plan's content (it writes no new piece); as an AI call it meets the plan's request rate at the gateway.
 */
export async function rewriteForVoice(deps: RewriteDeps, caller: Caller, body: z.output<typeof VoiceRewriteBody>): Promise<VoiceRewriteResponse> {
  const { userId, plan } = caller;
  const brand = await brandDataOf(deps, userId, body.brandId);
  const score = (text: string) => deps.brand.call(brandInternal.voiceScore, [userId, brand.id], { text });
  const format = body.formatId ? await deps.catalogue.format(body.formatId) : undefined;
  if (body.formatId && !format) throw validationError(`formatId: Unknown format ${body.formatId}`, 'formatId');
  const [previous, chosen] = await Promise.all([score(body.text), activeModel(deps, caller)]);
  let written;
  try {
    written = await deps.writers.revise(chosen, {
      userId,
      brand: brand.brandData,
      draft: body.text,
      score: previous,
      formatName: format?.name ?? '',
      mindstudio: format ? mindstudioConfigOf(format, deps.settings) : defaultMindstudioConfig(deps.settings),
      maxTokens: tokensPerRequest(plan),
    }, { userId, brandId: brand.id, purpose: 'rewrite' });
  } catch (err) {
    throw writerFailure(err, deps.log, 'voice rewrite failed');
  }
  const text = written.content;
  const voice = text === body.text ? previous : await score(text);
  return { text, voice, previous, passagesRewritten: passagesRewritten(body.text, previous, text), model: written.model, promptVersion: written.promptVersion };
}
