import { at, type ComposeContext } from './context';
import { benefitClause, benefitSentence, descriptionSentence } from './fields';
import { capitalize } from './text';

/**
 * The sentences every format family shares, written per kind of topic (issue 21): a how-to is introduced as a how-to,
 * an event with its day, a question as a question. Each has several wordings; the request's seed picks one.
 */

/** The opening line. */
export function hook(c: ComposeContext): string {
  const { t, voice } = c;
  const when = t.when ? ` ${t.when}` : '';
  const byKind: Record<string, string[]> = {
    'how-to': [
      `Here's how to ${t.action}, the way we do it at ${c.company}.`,
      `Want to ${t.action}? It's easier than it looks.`,
      `You can ${t.action} with a few simple steps.`,
      `Learning to ${t.action} takes less than you think.`,
    ],
    event: [`Join us for ${t.thing}${when}.`, `Save the date: ${t.thing}${when}.`, `You're invited to ${t.thing}${when}.`],
    launch: [`Introducing ${t.thing}.`, `Something new at ${c.company}: ${t.thing}.`, `It's here: ${t.thing}.`],
    question: [t.question, `${t.question} We hear this one a lot.`, `A question we get every week: ${t.question}`],
    list: [`Here are ${t.count} ${t.items}.`, `${t.count} ${t.items}, from the ${c.company} team.`],
    story: [`This is the story of ${t.thing}.`, `Let us tell you about ${t.thing}.`, `A little story about ${t.thing}.`],
    offer: [`Good news: ${t.deal}.`, `For a limited time: ${t.deal}.`, `This one's for you: ${t.deal}.`],
    general: [`Let's talk about ${t.about}.`, `A few thoughts on ${t.about}.`, `${capitalize(t.about)} has been on our minds this week.`],
  };
  const options = [...byKind[t.kind]];
  if (voice.playful && t.kind === 'how-to') options.push(`Okay, real talk: you can ${t.action}, and it's fun!`);
  if (voice.playful && t.kind === 'event') options.push(`Mark your calendar: ${t.thing}${when}!`);
  if (voice.formal && t.kind === 'general') options.push(`A note on ${t.about} for ${c.people}.`);
  if (voice.warm && t.kind === 'question') options.push(`${t.question} It's a fair question, and a kind one to ask.`);
  return c.pick(options);
}

/** Why the reader should care: the persona's frustration, or, without a persona, the topic's own stakes. */
export function problem(c: ComposeContext): string {
  if (!c.hasPersona) {
    return c.pick([`At ${c.company}, we hear about this every week.`, `It comes up with almost everyone we work with.`]);
  }
  const first = c.pick([
    `For a lot of ${c.people}, the hard part is ${c.frustration}.`,
    `So many ${c.people} tell us the hardest part is ${c.frustration}.`,
    `If you're one of the ${c.people} we talk to, you know the feeling: ${c.frustration}.`,
  ]);
  const second = c.obstacles
    ? ` ${c.pick([`And with ${c.obstacles} in the mix, nothing gets easier.`, `Add ${c.obstacles}, and it is easy to put things off.`, `Then there's the matter of ${c.obstacles}.`, ''])}`.trimEnd()
    : '';
  return `${first}${second}`;
}

/** The offer, said properly: what it is and what it gives. */
export function answer(c: ComposeContext): string {
  // One fact about the offer per mention, worded by the seed: ten drafts do not all repeat the same two sentences.
  const facts = [
    c.offerWhat && !c.said.has('offerWhat') && c.pick([descriptionSentence(c.offerName, c.offerWhat), `Inside: ${c.offerWhat}.`, `You get ${c.offerWhat}.`]),
    c.offerWhy && !c.said.has('offerWhy') && c.pick([benefitSentence(c.offerName, c.offerWhy), `The result: ${benefitClause(c.offerWhy)}.`, `Put simply, ${benefitClause(c.offerWhy)}.`]),
  ].filter(Boolean) as string[];
  if (!facts.length && c.hasPersona) facts.push(`It was made for ${c.people} who are looking for ${c.need}.`);
  const intro = c.t.person
    ? c.pick([`What changed for ${c.t.person}? ${c.Offer}.`, `The turning point was ${c.offer}.`])
    : c.pick([`That's why we made ${c.offer}.`, `That's where ${c.offer} comes in.`, `That's what ${c.offer} is for.`, `Enter ${c.offer}.`, `Meet ${c.offer}.`]);
  return [intro, facts.length ? c.pick(facts) : ''].filter(Boolean).join(' ');
}

/** Something true about the brand that backs the offer. */
export function proof(c: ComposeContext): string {
  const facts = [
    c.offerStory && !c.said.has('offerStory') && c.pick([`${capitalize(c.offerStory)}.`, `One result we're proud of: ${c.offerStory}.`]),
    c.mission && !c.said.has('mission') && c.pick([`At ${c.company}, our mission is ${c.mission}.`, `We do this for one reason: ${c.mission}.`]),
    c.story && (c.story.endsWith('.') ? c.story : `${c.story}.`),
  ].filter(Boolean) as string[];
  return facts.length ? c.pick(facts) : `At ${c.company}, we keep it simple: do the work well, and make it easy for you.`;
}

/** What the topic asks the reader to do, in the topic's own terms (the event's day, the deal, the question). */
export function topicLine(c: ComposeContext): string {
  const { t } = c;
  switch (t.kind) {
    case 'how-to':
      return c.pick([`You don't need special kit to ${t.action}, just a little patience.`, `Take it one step at a time, and you'll ${t.action} with confidence.`]);
    case 'event':
      return c.pick([`Everyone is welcome, whatever your experience.`, `There's room for everyone, and you don't need to know a thing beforehand.`]);
    case 'launch':
      return c.pick([`We've been working on it for a while, and we can't wait for you to try it.`, `It's ready now, and you can be one of the first to try it.`]);
    case 'question':
      return c.pick([`The honest answer depends on what you need, so here is how we think about it.`, `Here's our honest take.`]);
    case 'list':
      return `Pick one, try it this week, then come back for the next.`;
    case 'story':
      // A customer's story starts from where the persona stands; the brand's own from its story field.
      if (t.person) return c.hasPersona ? `${t.person} started where a lot of ${c.people} start.` : `Here's how it went.`;
      return c.story ? `${c.story.split(/(?<=[.!?])\s/)[0].replace(/[.!]?$/, '.')}` : `It's a small story, but it's ours.`;
    case 'offer':
      return c.pick([`It's the easiest way to get to know ${c.company}.`, `It's a simple way to give ${c.offer} a try.`]);
    default:
      return c.pick([`It matters more than it seems, and it's easier to get right than you'd think.`, `Small changes here make a real difference.`]);
  }
}

export function priceLine(c: ComposeContext): string {
  return c.price ? ` It's ${c.price}.` : '';
}

/** The call to action for the platform, with the offer as it reads in a sentence. */
export function cta(c: ComposeContext): string {
  const link = at(c);
  const { t } = c;
  // The link is the offer's (or the website): an event's sign-up and a story's reply do not go there.
  if (t.kind === 'event') {
    if (c.r.platform.id === 'email') return `Reply to this email to save your spot; we read every reply.`;
    return c.pick([`Message us to save your spot.`, `Comment below to save your spot, and tag a friend who should come.`, `Send us a message and we'll save you a place.`]);
  }
  if (t.kind === 'story') {
    if (c.r.platform.id === 'email') return `Reply and tell us how your own story started; we read every reply.`;
    return c.pick([`Tell us your own story in the comments.`, `What's the story behind yours? Tell us in the comments.`, `Share this with someone who would enjoy it, and tell us yours.`]);
  }
  const platform = c.r.platform.id;
  const byPlatform: Record<string, string[]> = {
    instagram: [
      `Tap the link in our bio to get ${c.offer}.`,
      `Comment "${(c.keywords[0] ?? 'info').toUpperCase()}" below and we'll send you the details on ${c.offer}.`,
      `Save this post, and tap the link in our bio to try ${c.offer}.`,
    ],
    facebook: [`Send us a message or visit us${link} to get ${c.offer}.`, `Tell us in the comments, then visit us${link} to learn more about ${c.offer}.`],
    linkedin: [`Share your experience in the comments, and send me a message if ${c.offer} could help.`, `If this resonates, learn more about ${c.offer}${link}.`],
    tiktok: [`Follow for more, and tap the link in our bio for ${c.offer}.`, `Comment "part two" for more, and check out ${c.offer} in our bio.`],
    x: [`Learn more about ${c.offer}${link}.`, `Reply with your take, and try ${c.offer}${link}.`],
    pinterest: [`Save this pin and visit us${link} for ${c.offer}.`],
    youtube: [`Subscribe for more, and find ${c.offer}${link}.`],
    substack: [`Subscribe so you don't miss the next one, and reply to tell me what you think.`],
    email: [`Reply to this email with any questions; we read each one.`],
    blog: [`Ready for the next step? Learn more about ${c.offer}${link}.`],
  };
  return c.pick(byPlatform[platform] ?? [`Learn more about ${c.offer}${link}.`]);
}

/**
 * Whether the draft sells the offer. An event and the brand's own story are about themselves: pivoting to the offer ("That's why we
 * made our Weekly Coffee Subscription") after "Join us on Friday" reads as a template, so they leave it out (issue 21).
 */
export function offerFits(c: ComposeContext): boolean {
  // A customer's story ("how Ben went from zero push-ups to twenty") is the offer's story: what changed for them.
  return c.t.kind === 'story' ? Boolean(c.t.person) : c.t.kind !== 'event';
}

/** What an event or a story says where other drafts present the offer: why come, or where the story led. */
export function kindBody(c: ComposeContext): string {
  const { t } = c;
  if (t.kind === 'event') {
    return c.pick([
      `Come along, bring your questions, and meet the ${c.company} team${c.hasPersona ? `. It's made for ${c.people} who are looking for ${c.need}` : ''}.`,
      `${c.hasPersona ? `If you're after ${c.need}, this one is for you. ` : ''}Expect a relaxed welcome and plenty of time for your questions.`,
      `It's an easy way to meet the people behind ${c.company}${c.hasPersona ? ` and to talk about ${c.need}` : ''}.`,
    ]);
  }
  const led = [
    c.hasPersona ? c.pick([`These days we do it for ${c.people} who are looking for ${c.need}.`, `Today it's ${c.people} who keep us going.`]) : '',
    c.offerStory && !c.said.has('offerStory') ? `One result we're proud of: ${c.offerStory}.` : '',
    c.mission && !c.said.has('mission') ? c.pick([`And the reason hasn't changed: ${c.mission}.`, `It still comes back to one idea: ${c.mission}.`]) : '',
  ].filter(Boolean);
  if (c.offerStory) c.said.add('offerStory');
  if (c.mission) c.said.add('mission');
  return led.length ? led.join(' ') : `It's a small story, but it still shapes how ${c.company} works.`;
}

/** A section a long draft (article, newsletter, long video) gives the topic's kind, as a heading and its paragraph. */
export function kindSection(c: ComposeContext): { heading: string; text: string } {
  const { t } = c;
  const offerLine = `${c.Offer} is there if you would like help.`;
  switch (t.kind) {
    case 'how-to':
      return {
        heading: 'Before you start',
        text: [
          `Give yourself a little time the first time you ${t.action}; it gets quicker with practice.`,
          c.obstacles ? `Pick a moment when ${c.obstacles} won't get in the way.` : '',
          c.tried ? `And if ${c.tried} let you down before, this is a different approach.` : offerLine,
        ].filter(Boolean).join(' '),
      };
    case 'event':
      return {
        heading: 'What happens on the day',
        text: `${capitalize(t.thing)}${t.when ? ` is ${t.when}` : ' is coming up soon'}. Expect a relaxed welcome, time to ask questions, and the ${c.company} team on hand. ${c.hasPersona ? `It's a good fit if you're looking for ${c.need}.` : 'Everyone is welcome.'}`,
      };
    case 'launch':
      return {
        heading: "What's new",
        text: `${capitalize(t.thing)} is the newest thing from ${c.company}. ${c.hasPersona ? `We built it for ${c.people} who told us about ${c.frustration}.` : 'We built it because you asked for it.'} ${c.price ? `You can get ${c.offer} for ${c.price}.` : offerLine}`,
      };
    case 'question':
      return {
        heading: 'The short answer',
        text: `It depends on your situation, and that's the honest answer. ${c.hasPersona ? `For most ${c.people}, the deciding factor is ${c.need}.` : `Tell us yours and we'll give you a straight reply.`}`,
      };
    case 'list':
      return { heading: 'How to use this list', text: `You don't need all ${t.count} at once. Start with the one that fits your week, then come back for the rest.` };
    case 'story':
      return {
        heading: 'How it started',
        text: c.story ? `${c.story}${/[.!?]$/.test(c.story) ? '' : '.'}` : `${c.company} started small, with one idea and a lot of care. It still works that way.`,
      };
    case 'offer':
      return {
        heading: 'The details',
        text: `${capitalize(t.deal)}. ${c.price ? `${c.Offer} is usually ${c.price}.` : ''} ${c.link ? `Claim it at ${c.link}.` : 'Reply or message us to claim it.'}`.replace(/\s+/g, ' ').trim(),
      };
    default:
      return {
        heading: 'Where to begin',
        text: `${capitalize(t.about)} doesn't need a big plan. ${c.hasPersona ? `Start from your goal, ${c.need}, and work back from there.` : 'Start small and build from there.'} Choose one thing you can do this week, do it, and notice what changes.`,
      };
  }
}

/** A few questions readers ask, answered with the brand's own facts. */
export function questions(c: ComposeContext): string {
  const qa: string[] = [];
  if (c.hasPersona) qa.push(c.pick([`**Who is ${c.offer} for?** ${capitalize(c.people)} who are looking for ${c.need}.`, `**Is it right for me?** If you're after ${c.need}, it probably is.`]));
  qa.push(
    c.price
      ? c.pick([`**What does it cost?** ${c.Offer} is ${c.price}.`, `**How much is it?** ${c.price}, and you can start today.`])
      : `**What does it cost?** Get in touch and we'll walk you through the options.`,
  );
  qa.push(
    c.link
      ? c.pick([`**How do I start?** Go to ${c.link} and sign up in a few minutes.`, `**Where do I sign up?** At ${c.link}.`])
      : c.pick([`**How do I start?** Send us a message and we'll set it up with you.`, `**How do I start?** Just reply, and we'll take it from there.`]),
  );
  if (c.offerStory) qa.push(`**Does it work?** ${capitalize(c.offerStory)}.`);
  return c.shuffle(qa).slice(0, 3).join('\n\n');
}

/** Sentences that tie a point back to the topic, for long drafts that explain each point (used in turn, not twice). */
export function ties(c: ComposeContext): string[] {
  const { t } = c;
  const byKind: Record<string, string[]> = {
    'how-to': [`Keep it in mind each time you ${t.action}.`, `It makes a real difference when you ${t.action}.`, `It's the part people skip when they first ${t.action}.`],
    event: [`We'll talk about it ${t.when || 'on the day'}.`, `Ask us about it when you come.`, `It's one reason to join us.`],
    launch: [`It's a big part of why we made ${t.thing}.`, `You'll see it in ${t.thing}.`, `That's what ${t.thing} is built around.`],
    question: [`That's part of the answer.`, `It changes the answer more than you might think.`, `Keep it in mind as you decide.`],
    list: [`Try this one first if you only try one.`, `It's simple, and it works.`, `It takes a few minutes at most.`],
    // A story's points are its own facts: a tie after each ("We learned it the hard way") reads as filler.
    story: [],
    offer: [`It's all part of the deal.`, `You get it from the first day of the offer.`, `Nothing about that changes with the discount.`],
    general: [`It's a small thing that adds up.`, `It's simple, and it works.`, `We see it make a difference every week.`],
  };
  return byKind[t.kind];
}

/** A short picture of the persona's week, for long drafts. */
export function scenario(c: ComposeContext): string {
  if (!c.hasPersona) return `Most weeks, the difference comes from small, steady steps rather than big changes. That's how ${c.company} works too.`;
  return [
    c.pick([`Picture a normal week for one of the ${c.people} we work with.`, `Think of a typical week for ${c.people}.`]),
    c.pick([`The hard part is ${c.frustration}.`, `The trouble starts with ${c.frustration}.`]),
    c.pick([`What they are looking for is ${c.need}.`, `What they're after is ${c.need}.`]),
    c.obstacles ? c.pick([`Then ${c.obstacles} can get in the way.`, `And there is always the matter of ${c.obstacles}.`]) : '',
    c.pick([`Small, steady steps close that gap faster than big plans.`, `The gap between the two is smaller than it looks.`]),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A second section long drafts give the topic's kind: what to avoid, who it is for, what we learned. */
export function secondKindSection(c: ComposeContext): { heading: string; text: string } {
  const { t } = c;
  const who = c.hasPersona ? `${capitalize(c.people)} who are looking for ${c.need}.` : `Anyone who wants to get it right without a fuss.`;
  switch (t.kind) {
    case 'how-to':
      return {
        heading: c.pick(['Common mistakes', 'What to avoid']),
        text: [`Rushing the first try is the most common one.`, c.tried ? `Going back to ${c.tried} when it gets hard is another.` : `Giving up after one slow attempt is another.`, `And doing it alone: ask us if you get stuck.`].join(' '),
      };
    case 'event':
      return { heading: c.pick(["Who it's for", 'Who should come']), text: `${who} Bring a friend, and bring your questions.` };
    case 'launch':
      return { heading: c.pick(["Who it's for", 'Made for you if']), text: `${who} ${c.price ? `It's ${c.price}.` : ''}`.trim() };
    case 'question':
      return { heading: c.pick(["What we'd suggest", 'Our suggestion']), text: `Start with what you need most, not with what everyone else does. ${c.link ? `If you would like a second opinion, you'll find us at ${c.link}.` : 'If you would like a second opinion, just ask us.'}` };
    case 'story':
      return { heading: c.pick(['What we learned', 'What it taught us']), text: `${c.mission ? `It taught us what we're here for: ${c.mission}.` : 'It taught us to keep things simple and to listen.'} We still come back to that every week.` };
    case 'offer':
      return { heading: c.pick(["Who it's for", 'Is it for you?']), text: `${who} If that's you, now is a good time.` };
    case 'list':
      return { heading: 'If you only remember one thing', text: `Pick the idea that fits your week, and give it a fair try before you judge it.` };
    default:
      return {
        heading: c.pick(['Common mistakes', 'What to avoid']),
        text: [
          `Trying to change everything at once is the most common one; one small change a week lasts longer.`,
          c.tried ? `Going back to ${c.tried} when the week gets busy is another.` : `Waiting for the perfect moment to start is another.`,
          `And going it alone: ask for help early, from us or from someone you trust.`,
        ].join(' '),
      };
  }
}

/** Three small steps for the week, in the topic's own terms (long drafts). */
export function weekPlan(c: ComposeContext): string[] {
  const { t } = c;
  switch (t.kind) {
    case 'how-to':
      return ['Read the steps through once, start to finish.', `Try it once, slowly, and note what worked.`, `Do it again a few days later; it gets easier every time you ${t.action}.`];
    case 'event':
      return [`Put ${t.thing} in your calendar${t.when ? ` for ${t.when.replace(/^on /, '')}` : ''}.`, 'Ask a friend to come along.', 'Write down one question you would like answered.'];
    case 'question':
      return ['Write down what matters most to you.', 'Weigh your options against it, one at a time.', 'Ask us if you are still unsure; we will give you a straight answer.'];
    case 'list':
      return ['Pick the idea from the list that fits your week.', 'Try it for a few days.', 'Keep it if it helps, then add the next one.'];
    case 'launch':
      return [`Take a look at ${t.thing}.`, 'Think about where it would help you most.', 'Try it, and tell us what you think.'];
    case 'offer':
      return [`Check what's included with ${c.offer}.`, 'Decide whether it fits your plans.', 'Claim the offer before it ends.'];
    case 'story':
      return ['Think about what started your own journey.', 'Notice what still matters to you about it.', 'Tell us your story; we read every message.'];
    default:
      return ['Pick one small change.', 'Make it three times this week.', 'Keep what worked, and drop what did not.'];
  }
}
