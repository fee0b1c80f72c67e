import type { ComposeContext } from './context';
import { benefitClause, benefitSentence, descriptionSentence } from './fields';
import { capitalize, keywords, sentences } from './text';

/** One thing a draft can say, with a short title for a slide, a scene or a heading. */
export interface Point {
  title: string;
  text: string;
  /** The brand fact it states, when it states one the offer's sentences also use (see ComposeContext.said). */
  fact?: 'offerWhat' | 'offerWhy' | 'offerStory' | 'mission' | 'story';
  /** Advice for the persona (their goal, obstacles, what they tried): right for a how-to, out of place in a story. */
  advice?: true;
}

const EMOJI_OR_TAG = /(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|#[\p{L}\p{N}_]+)/gu;

/** The brand's own sentences (blog, website, social samples) that make a point on their own, most on-topic first. */
function sampleSentences(c: ComposeContext): string[] {
  const real = c.r.brand.realContent;
  const topicWords = keywords(c.r.topic, 5);
  const all = [real.blogPosts, real.websiteCopy, real.socialMedia]
    .flatMap((t) => sentences(t.replace(EMOJI_OR_TAG, ' ')))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 6 && /[.!]$/.test(s) && !/\?$/.test(s));
  const score = (s: string) => topicWords.filter((w) => s.toLowerCase().includes(w)).length;
  return [...new Set(all)].sort((a, b) => score(b) - score(a));
}

/** A heading-sized title from a sentence: its first clause when that is short, else a label. */
function titleOf(sentence: string, i: number): string {
  const words = sentence.replace(/[.!]$/, '').split(/[;:,–—]/)[0].trim().split(' ');
  return words.length >= 3 && words.length <= 7 ? capitalize(words.join(' ')) : ['A tip from us', 'Worth knowing', "Something we've learned"][i % 3];
}

/**
 * What this brand can say with authority (issue 21: advice from the brand record, not a fixed list of generic tips):
 * its own sample sentences, the offer's facts, the persona's needs and obstacles, its story and mission. Each point
 * has a few wordings; the draft's seed picks one, so drafts about different topics do not repeat each other.
 */
export function brandPoints(c: ComposeContext): Point[] {
  const out: Point[] = [];
  sampleSentences(c).slice(0, 3).forEach((s, i) => out.push({ title: titleOf(s, i), text: s }));
  if (c.offerWhat) {
    out.push({ title: `What ${c.offer} includes`, fact: 'offerWhat', text: c.pick([descriptionSentence(c.offerName, c.offerWhat), `Here's what you get with ${c.offer}: ${c.offerWhat}.`]) });
  }
  if (c.offerWhy) {
    out.push({ title: 'Why it helps', fact: 'offerWhy', text: c.pick([benefitSentence(c.offerName, c.offerWhy), `The result: ${benefitClause(c.offerWhy)}.`, `Put simply, ${benefitClause(c.offerWhy)}.`]) });
  }
  if (c.offerStory) out.push({ title: 'A real result', fact: 'offerStory', text: `${capitalize(c.offerStory)}.` });
  if (c.hasPersona && c.need) {
    out.push({
      title: 'Know your goal',
      advice: true,
      text: c.pick([`Be clear about your goal: ${c.need}.`, `Most ${c.people} we meet are after the same thing: ${c.need}.`, `Keep the goal simple: ${c.need}.`]),
    });
  }
  if (c.obstacles) {
    out.push({
      title: 'Plan for what gets in the way',
      advice: true,
      text: c.pick([`Plan for ${c.obstacles} before it happens, not after.`, `Be honest about ${c.obstacles}; that is the usual reason things slip.`, `Expect ${c.obstacles}, and decide now how you will handle it.`]),
    });
  }
  if (c.tried) {
    out.push({
      title: 'Skip the quick fixes',
      advice: true,
      text: c.pick([`If you have tried ${c.tried}, you already know why quick fixes fade.`, `${capitalize(c.tried)} can only take you so far.`]),
    });
  }
  if (c.mission) out.push({ title: 'Why we do this', fact: 'mission', text: c.pick([`Our mission is ${c.mission}.`, `Everything we do comes back to one aim: ${c.mission}.`]) });
  if (c.story) out.push({ title: 'Where we started', fact: 'story', text: `${sentences(c.story)[0].replace(/[.!]?$/, '.')}` });
  return out;
}
