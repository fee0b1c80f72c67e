import type { ComposeContext } from './context';
import { benefitClause } from './fields';
import { brandPoints, type Point } from './points';
import { answer, cta, hook, kindBody, kindSection, offerFits, priceLine, problem, proof, questions, scenario, secondKindSection, ties as ties_, topicLine, weekPlan } from './sentences';
import { capitalize, titleCase } from './text';

/**
 * The draft of each format family, as blocks joined by blank lines. `keep` blocks (title, call to action,
 * hashtags) survive a token-limit trim; `optional` ones go first.
 */
export interface Block {
  text: string;
  keep?: boolean;
  optional?: boolean;
}

const b = (text: string, flags: Omit<Block, 'text'> = {}): Block => ({ text, ...flags });

// ---------- what a draft says ----------

/** Points about the topic itself, for a brand whose record has little to say: each true whatever the topic. */
function topicPoints(c: ComposeContext): Point[] {
  const { t } = c;
  switch (t.kind) {
    case 'how-to':
      return [
        { title: 'Gather what you need', text: `Before you ${t.action}, gather everything you need in one place.` },
        { title: 'Go slowly the first time', text: `The first time you ${t.action}, go slowly and note what works.` },
        { title: 'Ask us', text: `If you get stuck, ask us: ${c.company} is happy to help.` },
      ];
    case 'event':
      return [
        { title: 'Who it is for', text: c.hasPersona ? `It's made for ${c.people} who are looking for ${c.need}.` : `It's open to everyone, whatever your experience.` },
        { title: 'Bring a friend', text: `Bring a friend; it's more fun together.` },
        { title: 'Meet the team', text: `You'll meet the people behind ${c.company}.` },
      ];
    case 'launch':
      return [
        { title: 'Why we made it', text: c.hasPersona ? `We made it because ${c.people} kept asking for ${c.need}.` : `We made it because you asked for it.` },
        { title: 'Try it first', text: `Be one of the first to try ${t.thing}, and tell us what you think.` },
      ];
    case 'offer':
      return [
        { title: 'The deal', text: `${capitalize(t.deal)}.` },
        { title: 'Why now', text: `It's a good moment to try ${c.offer} if you've been waiting.` },
      ];
    case 'question':
      return [{ title: 'Ask us', text: `Every situation is a little different, so ask us about yours.` }];
    default:
      return [{ title: 'Ask us', text: `Ask ${c.company} anything; we're happy to help.` }];
  }
}

/** The points a draft draws on: the brand's own first, in this draft's order, then the topic's. */
function points(c: ComposeContext, n: number): Point[] {
  // An event or a story is not selling the offer, and a story gives no advice (issue 21: used where they make sense).
  const own = c
    .shuffle(brandPoints(c))
    .filter((p) => offerFits(c) || (p.fact !== 'offerWhat' && p.fact !== 'offerWhy'))
    // A story opens with where it started; it is not a point to make again.
    .filter((p) => c.t.kind !== 'story' || (!p.advice && p.fact !== 'story'));
  const all = [...own, ...topicPoints(c)];
  const seen = new Set<string>();
  const chosen = all.filter((p) => !seen.has(p.text) && seen.add(p.text)).slice(0, n);
  for (const p of chosen) if (p.fact) c.said.add(p.fact);
  return chosen;
}

/** How the reader gets the offer, in one sentence about the offer's benefit; an event or a story says its own. */
function whyOffer(c: ComposeContext): string {
  if (!offerFits(c)) return kindBody(c);
  if (c.offerWhy && !c.said.has('offerWhy')) return `With ${c.offer}, ${benefitClause(c.offerWhy)}.`;
  return c.hasPersona ? `${c.Offer} is built for ${c.people} who are looking for ${c.need}.` : `${c.Offer} makes it easy.`;
}

/** What the offer includes, as list items from its own facts. */
function included(c: ComposeContext): string[] {
  return [
    c.offerWhat ? capitalize(c.offerWhat) : `${capitalize(c.offerName)}, set up for you`,
    c.offerWhy ? capitalize(benefitClause(c.offerWhy)) : '',
    `Help from the ${c.company} team whenever you need it`,
    c.price ? `All for ${c.price}` : '',
  ].filter(Boolean);
}

function tags(c: ComposeContext): Block[] {
  const list = c.hashtags(c.r.format.writer.hashtags);
  return list.length ? [b(list.join(' '), { keep: true })] : [];
}

function buttonLine(c: ComposeContext, label: string): string {
  return c.link ? `**[${label}](${c.link})**` : `**${label}:** reply to this email and we'll set it up.`;
}

/** The offer presented (with its price), or what an event or a story says in its place. */
function offerOrKind(c: ComposeContext): string {
  return offerFits(c) ? `${answer(c)}${priceLine(c)}` : kindBody(c);
}

/** The reader's problem where the draft sells; an event or a story opens with its own line instead. */
function opening(c: ComposeContext): string {
  return offerFits(c) ? `${problem(c)} ${topicLine(c)}` : topicLine(c);
}

/** A short title for the topic (pins, videos, emails). */
function topicTitle(c: ComposeContext): string {
  const { t } = c;
  switch (t.kind) {
    case 'how-to':
      return `How to ${t.action}`;
    case 'event':
      return `${t.thing}${t.when ? ` ${t.when}` : ''}`;
    case 'launch':
      return `Introducing ${t.thing}`;
    case 'question':
      return t.question;
    case 'list':
      return `${t.count} ${t.items}`;
    case 'story':
      return `The story of ${t.thing}`;
    case 'offer':
      return t.deal;
    default:
      return t.about;
  }
}

// ---------- families ----------

/** Captions and posts: hook, short body, call to action, hashtags. */
export function socialPost(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  if (id === 'x-post') {
    return [b(`${hook(c)}${c.emo('hook')} ${cta(c)}${c.emo('cta')}`, { keep: true }), ...tags(c)];
  }
  if (id === 'substack-note') {
    return [b(`${hook(c)}${c.emo('hook')}`), b(`${offerFits(c) ? problem(c) : topicLine(c)} ${points(c, 1)[0].text}`), b(`${cta(c)}${c.emo('cta')}`, { keep: true })];
  }
  if (id === 'tiktok-caption') {
    return [b(`${hook(c)}${c.emo('hook')}`), b(`${points(c, 1)[0].text} ${whyOffer(c)}`), b(`${cta(c)}${c.emo('cta')}`, { keep: true }), ...tags(c)];
  }
  if (id === 'pinterest-pin') {
    return [
      b(`**${titleCase(topicTitle(c))}**`, { keep: true }),
      b(`${hook(c)} ${points(c, 1)[0].text} ${whyOffer(c)}`),
      b(`${cta(c)}${c.emo('cta')}`, { keep: true }),
      ...tags(c),
    ];
  }
  if (id === 'facebook-ad') {
    return [
      b(`**Primary text**\n\n${hook(c)}${c.emo('hook')} ${problem(c)} ${whyOffer(c)}${priceLine(c)}`),
      b(`**Headline:** ${titleCase(c.offerName)}: ${capitalize(c.need)}`, { keep: true }),
      b(`**Description:** Made for ${c.people} by ${c.company}.`),
      b(`**Button:** ${c.pick(['Learn More', 'Shop Now', 'Book Now', 'Sign Up'])}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
    ];
  }
  const list = points(c, 3);
  const blocks: Block[] = [b(`${hook(c)}${c.emo('hook')}`, { keep: true }), b(opening(c))];
  if (id === 'linkedin-post') {
    blocks.push(b(`${c.pick(["Here's what helps:", 'What we have learned:', 'Three things worth knowing:'])}\n\n${list.map((p) => `- ${p.text}${c.emo('point')}`).join('\n')}`));
    blocks.push(b(offerOrKind(c), { optional: true }));
  } else {
    blocks.push(b(`${offerOrKind(c)}${c.emo('point')}`));
    if (!c.voice.concise) blocks.push(b(`${list[0].text}${c.emo('point')}`, { optional: true }));
  }
  blocks.push(b(`${cta(c)}${c.emo('cta')}`, { keep: true }));
  return [...blocks, ...tags(c)];
}

/** Carousels, story sequences, document carousels, idea pins: labelled slides, then the caption. */
export function slides(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const label = id === 'instagram-story' ? 'Frame' : id === 'pinterest-idea-pin' ? 'Page' : 'Slide';
  const count = id === 'instagram-story' ? 5 : id === 'linkedin-carousel' ? 8 : 6;
  const list = points(c, count - 3);
  const frames: string[] = [];
  frames.push(`**${label} 1: ${id === 'pinterest-idea-pin' ? 'Cover' : 'Hook'}**\n${hook(c)}${c.emo('hook')}`);
  frames.push(`**${label} 2: ${c.hasPersona ? 'The problem' : 'Why it matters'}**\n${c.hasPersona ? `${capitalize(c.frustration)}? You're not alone.` : topicLine(c)}`);
  list.forEach((p, i) => frames.push(`**${label} ${i + 3}: ${p.title}**\n${p.text}${c.emo('point')}`));
  frames.push(`**${label} ${list.length + 3}: ${id === 'instagram-story' ? 'Sticker' : 'Call to action'}**\n${cta(c)}${c.emo('cta')}`);
  if (id === 'instagram-story') frames[frames.length - 1] += offerFits(c) ? `\n*On screen: a link sticker to ${c.offer}.*` : c.t.kind === 'event' ? '\n*On screen: a countdown sticker for the day.*' : '\n*On screen: a question sticker: "What started yours?"*';
  const caption =
    id === 'instagram-story'
      ? []
      : [
          b(`**${id === 'pinterest-idea-pin' ? 'Description' : id === 'linkedin-carousel' ? 'Post text' : 'Caption'}**`, { keep: true }),
          b(`${hook(c)} ${offerFits(c) ? answer(c) : kindBody(c)}`, { optional: id === 'pinterest-idea-pin' }),
          b(`${cta(c)}`, { keep: true }),
          ...tags(c),
        ];
  return [...frames.map((f, i) => b(f, { keep: i === 0 || i === frames.length - 1 })), ...caption];
}

/** Reels, TikToks, Shorts and YouTube videos: timed hook, scenes with what to show, say and put on screen. */
export function videoScript(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const long = id === 'youtube-video-script';
  const hookLine = hook(c);
  const blocks: Block[] = [
    b(`## Hook (first 3 seconds)\n**Show:** a close-up that stops the scroll\n**On screen:** ${titleCase(topicTitle(c))}${c.emo('hook')}\n**Say:** ${hookLine}`, { keep: true }),
  ];
  if (long) {
    const section = kindSection(c);
    blocks.push(b(`## Intro\n**Say:** Hi, we're ${c.company}. ${problem(c)} ${topicLine(c)}`));
    blocks.push(b(`## ${section.heading}\n**Say:** ${section.text}`));
  }
  const list = points(c, long ? 5 : 3);
  list.forEach((p, i) =>
    blocks.push(
      b(
        `## ${long ? 'Segment' : 'Scene'} ${i + 1}: ${p.title}\n**Show:** ${c.pick(['you at work', 'a quick demo', 'a before-and-after', 'hands doing the step', 'the team at work'])}\n**On screen:** ${p.title}${c.emo('point')}\n**Say:** ${p.text}`,
        { optional: i > 0 && i === list.length - 1 },
      ),
    ),
  );
  if (long) {
    if (offerFits(c)) blocks.push(b(`## Questions\n**Say:** ${questions(c).replace(/\*\*/g, '').replace(/\n\n/g, ' ')}`, { optional: true }));
    blocks.push(b(`## Recap\n**Say:** ${offerFits(c) ? answer(c) : kindBody(c)} ${proof(c)}`));
  }
  blocks.push(b(`## Call to action\n**Say:** ${cta(c)}${c.emo('cta')}`, { keep: true }));
  if (id === 'youtube-short-script') blocks.push(b(`## Title\n${titleCase(topicTitle(c))}`, { keep: true }));
  else if (!long) blocks.push(b(`## Caption\n${hookLine} ${whyOffer(c)}`, { keep: true }));
  return [...blocks, ...tags(c)];
}

/** An X thread: numbered posts, each under 280 characters. */
export function thread(c: ComposeContext): Block[] {
  const list = points(c, 5);
  const posts = [`${hook(c)}${c.emo('hook')} A thread:`, offerFits(c) ? problem(c) : topicLine(c), ...list.map((p) => p.text), whyOffer(c), `${cta(c)}${c.emo('cta')}`];
  const n = posts.length;
  return posts.map((p, i) => b(`${i + 1}/ ${p.length > 270 ? `${p.slice(0, 267).replace(/\s+\S*$/, '')}...` : p}`, { keep: i === 0 || i === n - 1, optional: i > 1 && i < n - 2 }));
}

/** Newsletters, promotional and welcome emails: subject, preview, greeting, sections, button, sign-off. */
export function email(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const greeting = c.voice.greeting ?? c.pick(['Hi there,', 'Hello,', 'Hi friend,']);
  const signOff = c.voice.signOff ?? c.pick(c.voice.formal ? ['Kind regards,', 'Best regards,'] : ['Talk soon,', 'Cheers,', 'Warmly,']);
  const subject = id === 'email-welcome' ? `Welcome to ${c.company}!` : id === 'email-promotion' ? `${titleCase(c.offerName)}: ${c.need}` : capitalize(topicTitle(c));
  const head: Block[] = [
    b(`**Subject line:** ${subject}${c.emo('hook')}`, { keep: true }),
    b(`**Preview text:** ${id === 'email-welcome' ? `Here's what to expect from us, and one first step.` : id === 'email-newsletter' ? topicLine(c) : hook(c)}`, { keep: true }),
    b(greeting, { keep: true }),
  ];
  const close: Block[] = [b(`${signOff}\nThe ${c.company} team${c.emo('signoff')}`, { keep: true })];
  if (id === 'email-welcome') {
    return [
      ...head,
      b(`Thank you for joining us. We're so glad you're here.`),
      b(`## Who we are\n${c.story ? `${c.story.split('. ').slice(0, 2).join('. ').replace(/\.?$/, '.')}` : `${c.company} exists for ${c.people}.`} ${c.mission ? `Our mission is ${c.mission}.` : ''}`.trim()),
      b(`## What to expect\nEvery email brings one useful idea, a story from behind the scenes, and the occasional offer made for ${c.people}. You can reply any time.`),
      b(`## A good place to start\n${hook(c)} ${topicLine(c)}`, { optional: true }),
      b(`## Your first step\nStart with ${c.offer}. ${whyOffer(c)}\n\n${buttonLine(c, `Get ${c.offer}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
      ...close,
    ];
  }
  if (id === 'email-promotion') {
    return [
      ...head,
      b(`${problem(c)} ${topicLine(c)}`),
      b(`## The offer\n${answer(c)}${c.t.kind === 'offer' ? '' : priceLine(c)}`),
      b(`## What's included\n${included(c).map((line) => `- ${line}`).join('\n')}`),
      b(`## Why it works\n${proof(c)}`, { optional: true }),
      b(`${buttonLine(c, `Get ${c.offer}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
      ...close,
      b(`P.S. ${c.pick([`Questions about ${c.offer}? Just hit reply.`, `Know someone who would like this? Forward this email to them.`])}`, { optional: true }),
    ];
  }
  const list = points(c, 4);
  const section = kindSection(c);
  return [
    ...head,
    b(hook(c)),
    b(`## ${section.heading}\n${section.text}`),
    b(`## ${c.t.kind === 'event' ? 'Why come' : c.t.kind === 'story' ? 'Where it led' : 'The main story'}\n${offerFits(c) ? `${problem(c)} ${answer(c)}` : kindBody(c)}`),
    b(`## ${c.pick(['Worth knowing', 'From our notebook', 'A few things we have learned'])}\n${list.slice(0, 3).map((p) => `- ${p.text}${c.emo('point')}`).join('\n')}`, { optional: true }),
    b(`## From the team\n${proof(c)}${list[3] ? ` ${list[3].text}` : ''}`, { optional: true }),
    offerFits(c)
      ? b(`## One thing to try\n${buttonLine(c, `Try ${c.offer}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true })
      : b(`## ${c.t.kind === 'event' ? 'Save your spot' : 'Your turn'}\n${cta(c)}${c.emo('cta')}`, { keep: true }),
    ...close,
  ];
}

/** Blog posts, articles, how-tos, listicles and Substack posts: a title, an introduction, headed sections, a conclusion. */
export function article(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const { t } = c;
  const title = titleCase(
    id === 'blog-how-to' && t.kind !== 'how-to'
      ? `How to get the most from ${t.kind === 'general' ? t.about : topicTitle(c)}`
      : id === 'blog-listicle' && t.kind !== 'list'
        ? `${c.pick(['Five', 'Six', 'Seven'])} things to know: ${topicTitle(c)}`
        : topicTitle(c),
  );
  const blocks: Block[] = [b(`# ${title.replace(/\?$/, '?')}`, { keep: true })];
  if (id === 'substack-post') blocks.push(b(`*${c.pick([`Notes from the ${c.company} team`, `What we have learned, and what we would do again`])}*`, { keep: true }));
  if (id === 'blog-post' || id === 'blog-listicle' || id === 'blog-how-to') blocks.push(b(`*Keywords: ${c.keywordsAsTyped.slice(0, 4).join(', ') || c.company}*`, { keep: true }));
  const tried = c.tried ? c.pick([`Maybe you've already tried ${c.tried}, and it didn't stick.`, `If you've tried ${c.tried} without much luck, you're not alone.`, '']) : '';
  blocks.push(b(offerFits(c) ? `${hook(c)} ${problem(c)} ${tried || topicLine(c)}` : `${hook(c)} ${topicLine(c)}`));
  if (t.kind === 'story') {
    blocks.push(b(c.pick([`It's a small story, but it explains a lot about how we work.`, `Here is how it went, and what it taught us.`])));
  } else {
    blocks.push(
      b(
        `${c.pick([`At ${c.company}, we work with ${c.people} every day.`, `We talk to ${c.people} every week at ${c.company}.`, `This comes up a lot at ${c.company}.`])} ${c.pick([
          'Here is what we have learned, in plain language.',
          'We wrote down what we tell people in person.',
          'Here is our take, with nothing you need to buy first.',
        ])} ${c.pick(['Each idea below is something you can try this week.', 'Read it through once, then keep the part that fits your week.', 'None of it needs a big budget, just a little time.'])}`,
      ),
    );
  }
  const list = points(c, 8);
  const ties = c.shuffle(ties_(c));
  const tieFor = (i: number) => ties[i % ties.length] ?? '';
  const section = kindSection(c);
  blocks.push(b(`## ${section.heading}\n${section.text}`));
  if (id === 'blog-how-to') {
    blocks.push(b(`## What you need\n- A little time and a quiet moment${c.hasPersona ? `\n- A clear picture of your goal: ${c.need}` : ''}${offerFits(c) ? `\n- ${capitalize(c.offer)}, for a head start` : ''}`));
    blocks.push(b(`## Steps\n${list.slice(0, 5).map((p, i) => `${i + 1}. **${p.title}.** ${[p.text, tieFor(i)].filter(Boolean).join(' ')}`).join('\n')}`, { keep: true }));
    const second = secondKindSection(c);
    blocks.push(b(`## ${second.heading}\n${second.text}`, { optional: true }));
    if (offerFits(c)) blocks.push(b(`## Where ${c.offer} fits\n${answer(c)} ${proof(c)}`, { optional: true }));
  } else if (id === 'blog-listicle') {
    const n = Math.min(t.kind === 'list' ? t.count : 6, list.length);
    blocks.push(b(`Here are ${n} ideas, starting today. Pick one, try it for a week, then add the next.`));
    list.slice(0, n).forEach((p, i) => blocks.push(b(`## ${i + 1}. ${p.title}\n${[p.text, tieFor(i)].filter(Boolean).join(' ')}`, { optional: i >= 4 })));
    if (offerFits(c)) blocks.push(b(`## ${n + 1}. Let ${c.offer} help\n${answer(c)}${priceLine(c)} ${proof(c)}`));
  } else {
    const stakes = c.hasPersona
      ? `${c.pick([`What ${c.people} are after is ${c.need}.`, `The goal is ${c.need}.`])} ${c.pick([`It's the difference between ${c.frustration} and a week that runs the way you want.`, `Getting there means less of ${c.frustration}, and more time for what you enjoy.`])}`
      : '';
    blocks.push(b(`## ${c.pick(['Why this matters', 'Why it matters', 'Why we care'])}\n${topicLine(c)} ${stakes}`.trim()));
    blocks.push(b(`## ${t.kind === 'story' ? c.pick(['What stayed with us', 'Along the way']) : c.pick(['What actually works', 'What we have seen work', 'What helps'])}\n${list.slice(0, 8).map((p, i) => `### ${p.title}\n${[p.text, tieFor(i)].filter(Boolean).join(' ')}`).join('\n\n')}`));
    const second = secondKindSection(c);
    blocks.push(b(`## ${second.heading}\n${second.text}`, { optional: true }));
    // A picture of the persona's week sets up the offer; an event or a story has its own section instead.
    if (offerFits(c)) blocks.push(b(`## ${c.pick(['In practice', 'What it looks like', 'A typical week'])}\n${scenario(c)}`, { optional: true }));
    const backing = proof(c);
    if (offerFits(c)) blocks.push(b(`## ${c.pick([`How ${c.offer} helps`, `Where ${c.offer} fits`, 'A little help'])}\n${answer(c)}${priceLine(c)}\n\n${backing}`));
    else blocks.push(b(`## ${c.t.kind === 'event' ? c.pick(['Why come', 'Why join us']) : c.pick(['Where it led', 'Where we are now'])}\n${kindBody(c)}\n\n${backing}`));
    if (c.story && t.kind !== 'story' && !backing.startsWith(c.story)) blocks.push(b(`## A story from ${c.company}\n${c.story.replace(/[.!]?$/, '.')}`, { optional: true }));
  }
  // The questions are about the offer (who it is for, what it costs, where to sign up).
  if (id !== 'substack-post' && offerFits(c)) blocks.push(b(`## ${c.pick(['Questions we hear a lot', 'Questions', 'Good to know'])}\n${questions(c)}`, { optional: true }));
  if (id !== 'substack-post') blocks.push(b(`## ${c.pick(['Your plan for this week', 'Three steps for this week', 'This week'])}\n${weekPlan(c).map((s, i) => `${i + 1}. ${s}`).join('\n')}`, { optional: true }));
  if (id === 'blog-post' || id === 'linkedin-article') {
    blocks.push(b(`## ${c.pick(['Key takeaways', 'In short', 'The short version'])}\n${list.slice(0, 4).map((p) => `- ${p.title}`).join('\n')}`, { optional: true }));
  }
  const conclusion = id === 'blog-how-to' ? 'Next step' : id === 'substack-post' ? 'Before you go' : 'Conclusion';
  blocks.push(
    b(
      `## ${conclusion}\n${c.t.kind === 'story' ? c.pick([`That's our story so far, and it's still being written.`, `That's where we come from, and it's why we do what we do.`]) : c.t.kind === 'event' ? c.pick([`We'd love to see you there.`, `We hope to see you there.`]) : c.pick([`Start with one idea from this post this week.`, `Pick the one point above that fits your week, and start there.`])}${c.voice.tagline ? ` As we like to say at ${c.company}: "${c.voice.tagline}."` : ''}\n\n${cta(c)}${c.emo('cta')}`,
      { keep: true },
    ),
  );
  if (id === 'substack-post') blocks.push(b(`${c.voice.signOff ?? 'Until next time,'}\nThe ${c.company} team`, { keep: true }));
  if (id === 'linkedin-article') blocks.push(...tags(c));
  return blocks;
}

/** A Facebook event description. */
export function event(c: ComposeContext): Block[] {
  const { t } = c;
  const name = titleCase(t.kind === 'event' ? t.thing : `${topicTitle(c)} with ${c.company}`);
  const when = t.kind === 'event' && t.when ? capitalize(t.when.replace(/^on /, '')) : '[add the date and time]';
  return [
    b(`# ${name}`, { keep: true }),
    b(`${hook(c)}${c.emo('hook')} ${topicLine(c)}`),
    b(`## What to expect\n${points(c, 3).map((p) => `- ${p.text}${c.emo('point')}`).join('\n')}`),
    b(`## Who it's for\n${c.hasPersona ? `${capitalize(c.people)} who are looking for ${c.need}.` : 'Everyone is welcome.'}`, { optional: true }),
    // The offer's price is not the event's: a topic that is not an event is the one place it is the offer's.
    b(`## Details\n- **When:** ${when}\n- **Where:** [add the place or the online link]\n- **Cost:** ${t.kind === 'event' ? '[add the price, or free]' : c.price || 'free'}\n- **Hosted by:** ${c.company}`, { keep: true }),
    b(`## How to join\nTap "Going" so we can save you a spot, and share this event with a friend.${c.r.brand.website ? ` Questions? Visit ${c.r.brand.website}.` : ' Questions? Send us a message.'}${c.emo('cta')}`, { keep: true }),
  ];
}

/** A YouTube title and description with chapters. */
export function youtubeDescription(c: ComposeContext): Block[] {
  const list = points(c, 4);
  let seconds = 0;
  const chapters = ['Intro', ...list.map((p) => p.title), 'Wrap-up'].map((title) => {
    const stamp = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    seconds += 45 + Math.floor(c.rnd() * 60);
    return `${stamp} ${title}`;
  });
  return [
    b(`**Title:** ${titleCase(topicTitle(c))}`, { keep: true }),
    b(`${hook(c)} In this video, the ${c.company} team shares what we know. ${offerFits(c) ? answer(c) : kindBody(c)}`),
    b(`**Chapters**\n${chapters.join('\n')}`, { keep: true }),
    b(`**Links**\n- ${c.offerName}${c.link ? `: ${c.link}` : ''}${c.r.brand.website ? `\n- ${c.company}: ${c.r.brand.website}` : ''}`),
    b(`${cta(c)}${c.emo('cta')}`, { keep: true }),
    ...tags(c),
  ];
}

export const FAMILY_OF_FORMAT: Record<string, (c: ComposeContext) => Block[]> = {
  'instagram-caption': socialPost,
  'facebook-post': socialPost,
  'linkedin-post': socialPost,
  'tiktok-caption': socialPost,
  'x-post': socialPost,
  'substack-note': socialPost,
  'pinterest-pin': socialPost,
  'facebook-ad': socialPost,
  'instagram-carousel': slides,
  'instagram-story': slides,
  'linkedin-carousel': slides,
  'pinterest-idea-pin': slides,
  'instagram-reel-script': videoScript,
  'tiktok-video-script': videoScript,
  'youtube-short-script': videoScript,
  'youtube-video-script': videoScript,
  'x-thread': thread,
  'email-newsletter': email,
  'email-promotion': email,
  'email-welcome': email,
  'blog-post': article,
  'blog-how-to': article,
  'blog-listicle': article,
  'linkedin-article': article,
  'substack-post': article,
  'facebook-event': event,
  'youtube-description': youtubeDescription,
};
