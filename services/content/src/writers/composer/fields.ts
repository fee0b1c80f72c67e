import { capitalize } from './text';

/**
 * The owner's fields put into sentences by their grammatical role (issue 21), never pasted raw: an offer name that is a
 * common noun phrase gets an article, a benefit becomes a clause that fits its sentence, a description becomes the
 * object of one.
 */

/** Head nouns that make an offer's name a common noun phrase ("Weekly Coffee Subscription" → "our Weekly …"). */
const COMMON_HEADS = new Set(
  'subscription plan pass box course class classes review package program programme session sessions membership kit bundle service services workshop consultation check repair repairs card menu club retreat tour guide audit assessment call package set pack bootcamp lesson lessons blend roast tasting night clinic filing'.split(' '),
);
const DETERMINER = /^(the|our|a|an|my|your|this|these|that)\s/i;

/** The offer as it reads inside a sentence the first time: "our Weekly Coffee Subscription", "Navia Pro". */
export function offerRef(name: string): string {
  if (!name) return name;
  if (DETERMINER.test(name)) return name[0].toLowerCase() + name.slice(1);
  const head = name.split(/\s+/).pop()!.toLowerCase();
  return COMMON_HEADS.has(head) ? `our ${name}` : name;
}

/** `offerRef` at the start of a sentence. */
export const OfferRef = (name: string) => capitalize(offerRef(name));

const BASE_VERBS = new Set(
  'get save enjoy make keep stay find run feel spend skip see start stop learn grow sleep wake brew cook move train sign walk build win earn pay avoid finish reach hit lose gain know have be become go do take give help love never always finally easily quickly'.split(' '),
);
const NOT_GERUNDS = new Set(['morning', 'evening', 'something', 'nothing', 'everything', 'anything', 'spring', 'thing', 'king', 'ring', 'wedding', 'building', 'clothing', 'ceiling', 'string']);

export type BenefitShape = 'verb' | 'gerund' | 'noun';

/** What kind of phrase a benefit is: "never run out of great coffee" (verb), "feeling at home" (gerund), "certainty" (noun). */
export function benefitShape(benefit: string): BenefitShape {
  const [first = '', second = ''] = benefit.toLowerCase().split(/\s+/);
  if (first === 'to') return 'verb';
  // "no longer queue" is a verb phrase; "no queue before work" is a noun phrase.
  if (first === 'no') return second === 'longer' ? 'verb' : 'noun';
  if (BASE_VERBS.has(first)) return 'verb';
  if (first.endsWith('ing') && first.length > 4 && !NOT_GERUNDS.has(first)) return 'gerund';
  return 'noun';
}

/** A verb-phrase benefit without its "to", and whether it already says how often ("never run out …"). */
function verbPhrase(benefit: string): { vp: string; absolute: boolean } {
  const vp = benefit.replace(/^to\s+/i, '');
  return { vp, absolute: /^(never|always|finally|no longer)\b/i.test(vp) };
}

/**
 * The benefit as a whole sentence about the offer: "With our Weekly Coffee Subscription, you never run out of great
 * coffee." / "Our Beginner Pass is about feeling at home in a class within a month." / "Our Morning Pass gives you a
 * guaranteed cup in under two minutes."
 */
export function benefitSentence(offerName: string, benefit: string): string {
  if (!benefit) return '';
  const shape = benefitShape(benefit);
  if (shape === 'verb') {
    const { vp, absolute } = verbPhrase(benefit);
    return absolute ? `With ${offerRef(offerName)}, you ${vp}.` : `${OfferRef(offerName)} helps you ${vp}.`;
  }
  if (shape === 'gerund') return `${OfferRef(offerName)} is about ${benefit}.`;
  return `${OfferRef(offerName)} gives you ${benefit}.`;
}

/** The benefit as the end of "…, so that": "you never run out of great coffee", "you get certainty before you sign". */
export function benefitClause(benefit: string): string {
  const shape = benefitShape(benefit);
  if (shape === 'verb') {
    const { vp, absolute } = verbPhrase(benefit);
    return absolute ? `you ${vp}` : `you can ${vp}`;
  }
  if (shape === 'gerund') return `you end up ${benefit}`;
  return `you get ${benefit}`;
}

/** Whether the owner wrote a whole sentence ("We roast on Tuesdays") rather than a phrase ("Fresh beans every week"). */
function isSentence(text: string): boolean {
  return /^(we|you|i|it|this|they|our \w+ (?:is|are|has|gives))\b/i.test(text) || /\b(is|are|was|were|has|have|gives|makes|brings)\b/i.test(text.split(/\s+/).slice(1, 4).join(' '));
}

/** The description as a sentence about the offer: "Our Weekly Coffee Subscription brings you fresh roasted beans…". */
export function descriptionSentence(offerName: string, description: string): string {
  if (!description) return '';
  if (isSentence(description)) return `${capitalize(description)}.`;
  if (/^(a|an|one)\s/i.test(description)) return `${OfferRef(offerName)} is ${description}.`;
  return `${OfferRef(offerName)} brings you ${description}.`;
}
