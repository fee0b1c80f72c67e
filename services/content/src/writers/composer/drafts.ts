import { at, type ComposeContext } from './context';
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

// ---------- shared sentences ----------

function hook(c: ComposeContext): string {
  const { voice } = c;
  const options = [
    `If "${c.frustration}" sounds familiar, this one is for you.`,
    `${c.Topic} doesn't have to be complicated.`,
    `Here's what most ${c.people} get wrong about ${c.topic}.`,
    `What if ${c.topic} took half the effort?`,
  ];
  if (voice.playful) options.push(`Okay, real talk: ${c.topic} just got a whole lot easier!`, `Can we talk about ${c.topic} for a sec?`);
  if (voice.formal) options.push(`${c.Topic}: what ${c.people} need to know.`, `Three considerations on ${c.topic} for ${c.people}.`);
  if (voice.warm) options.push(`We see you, ${c.people}: ${c.topic} can feel like a lot.`);
  if (voice.bold) options.push(`Stop settling for less with ${c.topic}.`);
  return c.pick(options);
}

function problem(c: ComposeContext): string {
  const parts = [`So many ${c.people} tell us the hardest part is ${c.frustration}.`];
  if (c.obstacles) parts.push(`Add ${c.obstacles} to the mix, and it is easy to push ${c.topic} to next week.`);
  return parts.join(' ');
}

function answer(c: ComposeContext): string {
  const why = c.offerWhy ? ` It gives you ${c.offerWhy}.` : '';
  const what = c.offerWhat ? ` ${capitalize(c.offerWhat)}.` : '';
  return `That's exactly why we made ${c.offerName}.${what}${why} What you really want is ${c.need}, and that is what it is built for.`;
}

function proof(c: ComposeContext): string {
  if (c.offerStory) return `${c.offerStory}.`;
  if (c.mission) return `At ${c.company}, our mission is ${c.mission}.`;
  if (c.story) return c.story.endsWith('.') ? c.story : `${c.story}.`;
  return `At ${c.company}, we keep it simple: do the work well, and make it easy for you.`;
}

interface Tip {
  title: string;
  text: string;
}

const TIPS = (c: ComposeContext): Tip[] => [
  { title: 'Start small', text: `Start small: pick one part of ${c.topic} and give it ten focused minutes a day.` },
  { title: 'Define done first', text: `Decide what "done" looks like before you begin, so you can tell when ${c.topic} is working.` },
  { title: 'Change one thing at a time', text: `Keep what already works, and change one thing at a time.` },
  { title: 'Ask for help early', text: `Ask for help early; the people who get furthest with ${c.topic} rarely do it alone.` },
  { title: 'Make it a habit', text: `Make it a habit: the same time, the same place, every week.` },
  { title: 'Track one number', text: `Track one number that matters, and ignore the rest for now.` },
  ...(c.obstacles ? [{ title: 'Plan for what gets in the way', text: `Plan around ${c.obstacles}: decide in advance what you will do when it gets in the way.` }] : []),
  { title: 'Keep your goal in sight', text: `Keep ${c.need} as your north star; every choice about ${c.topic} should move you closer to it.` },
];

const ELABORATIONS = (c: ComposeContext): string[] => [
  `It sounds obvious, but it is the step most ${c.people} skip.`,
  `Small, steady moves beat big bursts that fade after a week.`,
  `You will learn more from one week of doing than from a month of planning.`,
  `Write it down somewhere you will see it every day.`,
  `If it feels almost too easy, that is a sign you are doing it right.`,
  `The goal is progress you can keep, not perfection.`,
  `Give it two weeks before you judge it; the first days are always the slowest.`,
  `Most of the results with ${c.topic} come from repeating the basics, not from clever tricks.`,
];

/** A tip with two sentences that explain it (long forms). */
function elaborate(c: ComposeContext, tip: Tip, used: Set<string>): string {
  const extra = c.shuffle(ELABORATIONS(c)).filter((e) => !used.has(e)).slice(0, 2);
  extra.forEach((e) => used.add(e));
  return [tip.text, ...extra].join(' ');
}

function faq(c: ComposeContext, heading = 'Questions we hear a lot'): Block {
  return b(
    [
      `## ${heading}`,
      `**How long does it take?** Most ${c.people} notice a difference within a few weeks, as long as they keep the steps small and steady.`,
      '',
      `**Is ${c.offerName} right for me?** If "${c.frustration}" sounds like your week, it probably is. It was built for ${c.people} who want ${c.need}.`,
      '',
      `**What does it cost?** ${c.price ? `${c.offerName} is ${c.price}, and you can start today.` : `Get in touch and we'll walk you through the options; there is one for every budget.`}`,
    ].join('\n'),
    { optional: true },
  );
}

function cta(c: ComposeContext): string {
  const link = at(c);
  const platform = c.r.platform.id;
  const byPlatform: Record<string, string[]> = {
    instagram: [
      `Tap the link in our bio to get ${c.offerName}.`,
      `Comment "${(c.keywords[0] ?? 'info').toUpperCase()}" below and we'll send you the details on ${c.offerName}.`,
      `Save this post, and tap the link in our bio to try ${c.offerName}.`,
    ],
    facebook: [`Send us a message or visit us${link} to get ${c.offerName}.`, `Tell us in the comments, then visit us${link} to learn more about ${c.offerName}.`],
    linkedin: [
      `What's your experience with ${c.topic}? Share it in the comments, and send me a message if ${c.offerName} could help.`,
      `If this resonates, learn more about ${c.offerName}${link}.`,
    ],
    tiktok: [`Follow for more, and tap the link in our bio for ${c.offerName}.`, `Comment if you want part two, and check out ${c.offerName} in our bio.`],
    x: [`Learn more about ${c.offerName}${link}.`, `Reply with your take, and try ${c.offerName}${link}.`],
    pinterest: [`Save this pin and visit us${link} for ${c.offerName}.`],
    youtube: [`Subscribe for more, and find ${c.offerName}${link}.`],
    substack: [`Subscribe so you don't miss the next one, and reply to tell me how ${c.topic} is going.`],
    email: [`Reply to this email with any questions; we read every one.`],
    blog: [`Ready for the next step? Learn more about ${c.offerName}${link}.`],
  };
  return c.pick(byPlatform[platform] ?? [`Learn more about ${c.offerName}${link}.`]);
}

function tags(c: ComposeContext): Block[] {
  const list = c.hashtags(c.r.format.writer.hashtags);
  return list.length ? [b(list.join(' '), { keep: true })] : [];
}

function buttonLine(c: ComposeContext, label: string): string {
  return c.link ? `**[${label}](${c.link})**` : `**${label}:** reply to this email and we'll set it up.`;
}

function priceLine(c: ComposeContext): string {
  return c.price ? ` It's ${c.price}.` : '';
}

// ---------- families ----------

/** Captions and posts: hook, short body, call to action, hashtags. */
export function socialPost(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  if (id === 'x-post') {
    return [b(`${hook(c)}${c.emo('hook')} ${cta(c)}${c.emo('cta')}`, { keep: true }), ...tags(c)];
  }
  if (id === 'substack-note') {
    return [b(`${hook(c)}${c.emo('hook')}`), b(`${problem(c)} ${c.pick(TIPS(c)).text}`), b(`${cta(c)}${c.emo('cta')}`, { keep: true })];
  }
  if (id === 'tiktok-caption') {
    return [b(`${hook(c)}${c.emo('hook')}`), b(`${c.pick(TIPS(c)).text} ${c.offerName} makes it easier.`), b(`${cta(c)}${c.emo('cta')}`, { keep: true }), ...tags(c)];
  }
  if (id === 'pinterest-pin') {
    return [
      b(`**${titleCase(`${c.topic}: ${c.pick(['a simple guide', 'ideas that work', 'tips for ' + c.people])}`)}**`, { keep: true }),
      b(`${capitalize(c.topic)} made simple for ${c.people}. ${c.pick(TIPS(c)).text} Find out how ${c.offerName} helps with ${c.need}.`),
      b(`${cta(c)}${c.emo('cta')}`, { keep: true }),
      ...tags(c),
    ];
  }
  if (id === 'facebook-ad') {
    return [
      b(`**Primary text**\n\n${hook(c)}${c.emo('hook')} ${problem(c)} ${c.offerName} gives you ${c.offerWhy || c.need}.${priceLine(c)}`),
      b(`**Headline:** ${titleCase(c.offerName)}: ${capitalize(c.need)}`, { keep: true }),
      b(`**Description:** Made for ${c.people} by ${c.company}.`),
      b(`**Button:** ${c.pick(['Learn More', 'Shop Now', 'Book Now', 'Sign Up'])}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
    ];
  }
  const points = c.shuffle(TIPS(c)).slice(0, 3);
  const blocks: Block[] = [b(`${hook(c)}${c.emo('hook')}`, { keep: true }), b(problem(c))];
  if (id === 'linkedin-post') {
    blocks.push(b(`Here's what helps:\n\n${points.map((p) => `- ${p.text}${c.emo('point')}`).join('\n')}`));
    blocks.push(b(`${answer(c)}`, { optional: true }));
  } else {
    blocks.push(b(`${answer(c)}${priceLine(c)}${c.emo('point')}`));
    if (!c.voice.concise) blocks.push(b(`${points[0].text}${c.emo('point')}`, { optional: true }));
  }
  blocks.push(b(`${cta(c)}${c.emo('cta')}`, { keep: true }));
  return [...blocks, ...tags(c)];
}

/** Carousels, story sequences, document carousels, idea pins: labelled slides, then the caption. */
export function slides(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const label = id === 'instagram-story' ? 'Frame' : id === 'pinterest-idea-pin' ? 'Page' : 'Slide';
  const count = id === 'instagram-story' ? 5 : id === 'linkedin-carousel' ? 8 : 6;
  const tips = c.shuffle(TIPS(c)).slice(0, count - 3);
  const frames: string[] = [];
  frames.push(`**${label} 1: ${id === 'pinterest-idea-pin' ? 'Cover' : 'Hook'}**\n${hook(c)}${c.emo('hook')}`);
  frames.push(`**${label} 2: The problem**\n${capitalize(c.frustration)}? You're not alone.`);
  tips.forEach((tip, i) => frames.push(`**${label} ${i + 3}: ${tip.title}**\n${tip.text}${c.emo('point')}`));
  frames.push(`**${label} ${count}: ${id === 'instagram-story' ? 'Sticker' : 'Call to action'}**\n${cta(c)}${c.emo('cta')}`);
  if (id === 'instagram-story') frames[frames.length - 1] += `\n*On screen: a link sticker to ${c.offerName}.*`;
  const caption =
    id === 'instagram-story'
      ? []
      : [
          b(`**${id === 'pinterest-idea-pin' ? 'Description' : id === 'linkedin-carousel' ? 'Post text' : 'Caption'}**`, { keep: true }),
          b(`${c.Topic}, one ${label.toLowerCase()} at a time. ${answer(c)}`, { optional: id === 'pinterest-idea-pin' }),
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
    b(`## Hook (0-3 s)\n**Show:** a close-up that stops the scroll\n**On screen:** "${hookLine.replace(/"/g, '')}"${c.emo('hook')}\n**Say:** "${hookLine}"`, { keep: true }),
  ];
  if (long) blocks.push(b(`## Intro\n**Say:** "Hi, we're ${c.company}. ${problem(c)} In this video: ${c.topic}, step by step."`));
  const tips = c.shuffle(TIPS(c)).slice(0, long ? 4 : 3);
  const usedSay = new Set<string>();
  tips.forEach((tip, i) =>
    blocks.push(
      b(
        `## ${long ? 'Segment' : 'Scene'} ${i + 1}: ${tip.title}\n**Show:** ${c.pick(['you at work', 'a quick demo', 'a before-and-after', 'hands doing the step'])}\n**On screen:** "${tip.title}"${c.emo('point')}\n**Say:** "${long ? `${elaborate(c, tip, usedSay)} For ${c.people}, this matters because ${c.frustration} is the thing that usually gets in the way.` : tip.text}"`,
        { optional: i > 0 && i === tips.length - 1 },
      ),
    ),
  );
  if (long) {
    blocks.push(
      b(
        `## Common questions\n**Say:** "A few questions we get a lot. How long does it take? Most ${c.people} notice a difference within a few weeks, as long as the steps stay small. Do you need special tools? No: ${c.pick(TIPS(c)).text} And is it worth it? If ${c.frustration} is costing you every week, yes."`,
        { optional: true },
      ),
    );
    blocks.push(b(`## Recap\n**Say:** "${answer(c)} ${proof(c)} ${c.Topic} gets easier once you break it into small, repeatable steps."`));
  }
  blocks.push(b(`## Call to action\n**Say:** "${cta(c)}"${c.emo('cta')}`, { keep: true }));
  if (id === 'youtube-short-script') blocks.push(b(`## Title\n${titleCase(c.topic)} in 60 seconds`, { keep: true }));
  else if (!long) blocks.push(b(`## Caption\n${hookLine} ${c.offerName} helps with ${c.need}.`, { keep: true }));
  return [...blocks, ...tags(c)];
}

/** An X thread: numbered posts, each under 280 characters. */
export function thread(c: ComposeContext): Block[] {
  const tips = c.shuffle(TIPS(c)).slice(0, 5);
  const posts = [`${hook(c)}${c.emo('hook')} A thread:`, `${problem(c).split('. ')[0]}.`, ...tips.map((t) => t.text), `${c.offerName}: ${c.offerWhy || c.need}.`, `${cta(c)}${c.emo('cta')}`];
  const n = posts.length;
  return posts.map((p, i) => b(`${i + 1}/ ${p.length > 270 ? `${p.slice(0, 267)}...` : p}`, { keep: i === 0 || i === n - 1, optional: i > 1 && i < n - 2 }));
}

/** Newsletters, promotional and welcome emails: subject, preview, greeting, sections, button, sign-off. */
export function email(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const greeting = c.voice.greeting ?? c.pick(['Hi there,', 'Hello,', 'Hi friend,']);
  const signOff = c.voice.signOff ?? c.pick(c.voice.formal ? ['Kind regards,', 'Best regards,'] : ['Talk soon,', 'Cheers,', 'Warmly,']);
  const subject =
    id === 'email-welcome'
      ? `Welcome to ${c.company}!`
      : id === 'email-promotion'
        ? `${titleCase(c.offerName)}: ${c.need}`
        : `${capitalize(c.topic)}: ${c.pick(['what we learned this month', 'a quick guide', 'three ideas to try'])}`;
  const head: Block[] = [
    b(`**Subject line:** ${subject}${c.emo('hook')}`, { keep: true }),
    b(`**Preview text:** ${id === 'email-welcome' ? `Here's what to expect from us, and one first step.` : `${capitalize(c.frustration)}? Here's what helps.`}`, { keep: true }),
    b(greeting, { keep: true }),
  ];
  const close: Block[] = [b(`${signOff}\nThe ${c.company} team${c.emo('signoff')}`, { keep: true })];
  if (id === 'email-welcome') {
    return [
      ...head,
      b(`Thank you for joining us. We're so glad you're here.`),
      b(`## Who we are\n${c.story ? `${c.story.split('. ').slice(0, 2).join('. ').replace(/\.?$/, '.')}` : `${c.company} exists for ${c.people}.`} ${c.mission ? `Our mission is ${c.mission}.` : ''}`.trim()),
      b(`## What to expect\nEvery email brings one useful idea about ${c.topic}, a story from behind the scenes, and the occasional offer made for ${c.people}. No fluff, and you can reply any time.`),
      b(`## How we work\nWe know ${c.frustration} is real, so we keep things simple: clear advice, honest prices and a real person on the other end when you need one.${c.voice.tagline ? ` In our own words: "${c.voice.tagline}."` : ''}`, { optional: true }),
      b(`## Your first step\nStart with ${c.offerName}. ${c.offerWhy ? `It gives you ${c.offerWhy}.` : `It is the easiest way to get ${c.need}.`}\n\n${buttonLine(c, `Get ${c.offerName}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
      ...close,
    ];
  }
  if (id === 'email-promotion') {
    return [
      ...head,
      b(`${problem(c)}`),
      b(`## The offer\n${answer(c)}${priceLine(c)}`),
      b(`## What's included\n- ${capitalize(c.offerWhat || `${c.offerName}, set up for you`)}\n- ${capitalize(c.offerWhy || c.need)}\n- Help from the ${c.company} team whenever you need it${c.price ? `\n- All for ${c.price}` : ''}`),
      b(`## Why it works\n${proof(c)} ${c.pick(TIPS(c)).text}`, { optional: true }),
      b(`${buttonLine(c, `Get ${c.offerName}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
      ...close,
      b(`P.S. ${c.pick([`Questions about ${c.offerName}? Just hit reply.`, `Know someone who is tired of ${c.frustration}? Forward this to them.`])}`, { optional: true }),
    ];
  }
  const tips = c.shuffle(TIPS(c)).slice(0, 3);
  return [
    ...head,
    b(`${c.pick([`This month we have been thinking a lot about ${c.topic}.`, `A quick note about ${c.topic}, because it keeps coming up.`])} ${problem(c)}`),
    b(`## The main story\n${proof(c)} ${answer(c)}`),
    b(`## Three quick tips\n${tips.map((t) => `- ${t.text}${c.emo('point')}`).join('\n')}`, { optional: true }),
    b(`## From the community\nA lot of you wrote in about ${c.frustration}. ${c.tried ? `Some of you had tried ${c.tried} before, and found it did not last.` : 'Some of you had tried quick fixes before, and found they did not last.'} What worked best was the simplest approach: one small step, every week, with someone keeping you on track.`, { optional: true }),
    b(`## One thing to try\n${buttonLine(c, `Try ${c.offerName}`)}${c.emo('cta')}\n\n${cta(c)}`, { keep: true }),
    ...close,
  ];
}

/** Blog posts, articles, how-tos, listicles and Substack posts: a title, an introduction, headed sections, a conclusion. */
export function article(c: ComposeContext): Block[] {
  const id = c.r.format.id;
  const titles =
    id === 'blog-how-to'
      ? [`How to Get ${titleCase(c.topic)} Right: A Step-by-Step Guide`, `How ${titleCase(c.people)} Can Master ${titleCase(c.topic)}`]
      : id === 'blog-listicle'
        ? [`7 Ways to Make ${titleCase(c.topic)} Easier`, `6 ${titleCase(c.topic)} Ideas for ${titleCase(c.people)}`]
        : [`${titleCase(c.topic)}: What ${titleCase(c.people)} Need to Know`, `A Practical Guide to ${titleCase(c.topic)}`, `Why ${titleCase(c.topic)} Matters More Than You Think`];
  const title = c.pick(titles);
  const blocks: Block[] = [b(`# ${title}`, { keep: true })];
  if (id === 'substack-post') blocks.push(b(`*${capitalize(c.pick([`Notes on ${c.topic} from the ${c.company} team`, `What we have learned about ${c.topic}, and what we would do again`]))}*`, { keep: true }));
  if (id === 'blog-post' || id === 'blog-listicle' || id === 'blog-how-to') blocks.push(b(`*Keywords: ${c.keywords.slice(0, 4).join(', ') || c.topic}*`, { keep: true }));
  blocks.push(
    b(
      `${hook(c)} ${problem(c)} ${c.tried ? `Maybe you've already tried ${c.tried}, and it didn't stick.` : `Maybe you have tried a few things already, and none of them stuck.`}`,
    ),
  );
  blocks.push(
    b(`At ${c.company}, we work with ${c.people} every day. ${c.mission ? `Our mission is ${c.mission}, ` : ''}so we wanted to share what we have learned about ${c.topic}, in plain language and with steps you can use this week.`),
  );
  const tips = c.shuffle(TIPS(c));
  if (id === 'blog-how-to') {
    blocks.push(b(`## What you need\n- Twenty minutes and a quiet place to think\n- A clear picture of ${c.need}\n- ${c.offerName}, if you want a head start`));
    const used = new Set<string>();
    blocks.push(b(`## Steps\n${tips.slice(0, 5).map((t, i) => `${i + 1}. **${t.title}.** ${elaborate(c, t, used)}`).join('\n')}`, { keep: true }));
    blocks.push(b(`## Common mistakes\n- Trying to change everything at once.\n- Waiting for the perfect moment to start.\n- ${c.tried ? `Going back to ${c.tried} when it gets hard.` : 'Giving up after the first slow week.'}`, { optional: true }));
    blocks.push(b(`## Where ${c.offerName} fits\n${answer(c)} ${proof(c)}`, { optional: true }));
    blocks.push(faq(c, 'Questions'));
  } else if (id === 'blog-listicle') {
    const used = new Set<string>();
    blocks.push(b(`Here are seven ways to make ${c.topic} easier, starting today. Pick one, try it for a week, then add the next.`));
    tips.slice(0, 6).forEach((t, i) => blocks.push(b(`## ${i + 1}. ${t.title}\n${elaborate(c, t, used)}`, { optional: i >= 4 })));
    blocks.push(b(`## 7. Let ${c.offerName} do the heavy lifting\n${answer(c)}${priceLine(c)} ${proof(c)}`));
    blocks.push(faq(c));
  } else {
    blocks.push(
      b(
        `## Why ${c.topic} matters for ${c.people}\n${capitalize(c.topic)} is rarely anyone's favourite job, but it shapes the rest of the week. The cost of waiting is real: every week without a plan for ${c.topic} is a week further from ${c.need}.\n\n${c.obstacles ? `And ${c.obstacles} only makes it harder to start.` : 'And the longer it waits, the harder it is to start.'}`,
      ),
    );
    const used = new Set<string>();
    blocks.push(
      b(`## What actually works\n${tips.slice(0, 3).map((t) => `### ${t.title}\n${elaborate(c, t, used)}`).join('\n\n')}\n\nNone of this needs a big budget; it needs a little time, often.`),
    );
    blocks.push(
      b(
        `## What it looks like when it works\nPicture a normal week where ${c.need} is simply how things are, not a lucky exception. ${capitalize(c.frustration)} stops running the show. You spend less time deciding and more time doing, and ${c.topic} turns from a worry into a routine. That is the change we see again and again with the ${c.people} we work with, and it usually starts with one small decision.`,
      ),
    );
    blocks.push(b(`## How ${c.offerName} helps\n${answer(c)}${priceLine(c)}\n\n${proof(c)}`));
    if (id !== 'substack-post') blocks.push(faq(c));
    blocks.push(b(`## A story from ${c.company}\n${c.story || `We started ${c.company} because we saw ${c.people} struggle with ${c.topic} and knew it could be easier.`}`, { optional: true }));
  }
  const conclusion = id === 'blog-how-to' ? 'Next step' : id === 'substack-post' ? 'Before you go' : 'Conclusion';
  blocks.push(
    b(
      `## ${conclusion}\n${capitalize(c.topic)} gets easier once you break it into small, repeatable steps. Start with one idea from this post this week.${c.voice.tagline ? ` As we like to say at ${c.company}: "${c.voice.tagline}."` : ''}\n\n${cta(c)}${c.emo('cta')}`,
      { keep: true },
    ),
  );
  if (id === 'substack-post') blocks.push(b(`${c.voice.signOff ?? 'Until next time,'}\nThe ${c.company} team`, { keep: true }));
  if (id === 'linkedin-article') blocks.push(...tags(c));
  return blocks;
}

/** A Facebook event description. */
export function event(c: ComposeContext): Block[] {
  const name = titleCase(`${c.topic} with ${c.company}`);
  return [
    b(`# ${name}`, { keep: true }),
    b(`${hook(c)}${c.emo('hook')} Join us for a relaxed session on ${c.topic}, made for ${c.people}.`),
    b(`## What to expect\n${c.shuffle(TIPS(c)).slice(0, 3).map((t) => `- ${t.text}${c.emo('point')}`).join('\n')}\n- A first look at ${c.offerName}`),
    b(`## Who it's for\n${capitalize(c.people)} who are tired of ${c.frustration} and want ${c.need}.`, { optional: true }),
    b(`## Details\n- **When:** [add the date and time]\n- **Where:** [add the place or the online link]\n- **Cost:** ${c.price || 'free'}\n- **Hosted by:** ${c.company}`, { keep: true }),
    b(`## How to join\nTap "Going" so we can save you a spot, and share this event with a friend who needs it.${c.link ? ` Questions? Visit ${c.link}.` : ''}${c.emo('cta')}`, { keep: true }),
  ];
}

/** A YouTube title and description with chapters. */
export function youtubeDescription(c: ComposeContext): Block[] {
  const tips = c.shuffle(TIPS(c)).slice(0, 4);
  let seconds = 0;
  const chapters = ['Intro', ...tips.map((t) => t.title), 'Wrap-up'].map((t) => {
    const stamp = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    seconds += 45 + Math.floor(c.rnd() * 60);
    return `${stamp} ${t}`;
  });
  return [
    b(`**Title:** ${titleCase(c.topic)}: ${c.pick(['a simple guide', 'what we wish we knew', `tips for ${c.people}`])}`, { keep: true }),
    b(`${hook(c)} In this video, ${c.company} walks through ${c.topic} for ${c.people}: ${c.keywords.slice(0, 3).join(', ') || c.topic}. ${answer(c)}`),
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
