import { z } from 'zod';
import { PLANS, PLAN_KEYS, type PlanKey } from '../plans';
import { lazySchema } from '../common/lazy-schema';

/**
 * The writing platforms and their formats (spec part 2 §3 "Platform", "Format"). Strategy templates point at a
 * format by id for tasks the AI writer can execute, so a format id, once shipped, is never renamed or removed.
 * Each format carries its writer configuration: what a draft of it is (length, structure, what it must include).
 * The content service seeds its tables from this catalogue by migration and adds the MindStudio worker settings.
 */
export const WRITING_PLATFORMS = [
  { id: 'instagram', name: 'Instagram' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'email', name: 'Email' },
  { id: 'blog', name: 'Blog' },
  { id: 'tiktok', name: 'TikTok' },
  { id: 'x', name: 'X' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'substack', name: 'Substack' },
  { id: 'youtube', name: 'YouTube' },
] as const;
export type WritingPlatformId = (typeof WRITING_PLATFORMS)[number]['id'];
export const WRITING_PLATFORM_IDS = WRITING_PLATFORMS.map((p) => p.id) as [WritingPlatformId, ...WritingPlatformId[]];
export const WritingPlatformId = lazySchema(() => z.enum(WRITING_PLATFORM_IDS));

/**
 * The brand profile's social link for each platform (spec part 2 §5: the Open button exists for Facebook, Instagram,
 * TikTok, LinkedIn, Substack, Pinterest and X/Twitter); null where there is no page to open.
 */
export const PLATFORM_SOCIAL_KEYS: Record<WritingPlatformId, 'facebook' | 'instagram' | 'tiktok' | 'pinterest' | 'twitter' | 'substack' | 'youtube' | 'linkedin' | null> = {
  instagram: 'instagram',
  facebook: 'facebook',
  linkedin: 'linkedin',
  email: null,
  blog: null,
  tiktok: 'tiktok',
  x: 'twitter',
  pinterest: 'pinterest',
  substack: 'substack',
  youtube: 'youtube',
};

/** Parts a writer must put into a draft of a format; the composer test and the remote writers' prompts read these. */
export const WRITER_ELEMENTS = [
  'hook', 'call_to_action', 'hashtags', 'headings', 'subject_line', 'preview_text', 'slides', 'scenes', 'on_screen_text',
  'numbered_list', 'steps', 'sign_off', 'event_details', 'title', 'timestamps', 'thread_numbering', 'keywords',
] as const;
export const WriterElement = lazySchema(() => z.enum(WRITER_ELEMENTS));
export type WriterElement = z.infer<typeof WriterElement>;

/** What a draft of a format is. Lengths are words of the body; `maxCharacters` is the platform's hard cap when it has one. */
export const WriterConfig = lazySchema(() => z.object({
  /** One line the writers are given as the brief of the format. */
  description: z.string(),
  minWords: z.number().int().positive(),
  maxWords: z.number().int().positive(),
  maxCharacters: z.number().int().positive().nullable(),
  /** The sections of the draft, in order (headings for long forms, labelled blocks for scripts). */
  structure: z.array(z.string()).min(1),
  mustInclude: z.array(WriterElement),
  hashtags: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  /** Whether the platform renders emoji well; the brand's emoji style decides within that. */
  emojiFriendly: z.boolean(),
}));
export type WriterConfig = z.infer<typeof WriterConfig>;

const cfg = (c: Omit<WriterConfig, 'maxCharacters' | 'hashtags' | 'emojiFriendly'> & Partial<WriterConfig>): WriterConfig => ({
  maxCharacters: null,
  hashtags: { min: 0, max: 0 },
  emojiFriendly: true,
  ...c,
});

export const WRITING_FORMATS = [
  // Existing ids (strategy templates use them): never rename.
  {
    id: 'instagram-caption', name: 'Instagram Caption', platformId: 'instagram',
    writer: cfg({
      description: 'A feed caption: a hook line, a short story or value, a call to action and hashtags.',
      minWords: 60, maxWords: 220, maxCharacters: 2200, structure: ['Hook', 'Body', 'Call to action', 'Hashtags'],
      mustInclude: ['hook', 'call_to_action', 'hashtags'], hashtags: { min: 5, max: 12 },
    }),
  },
  {
    id: 'instagram-carousel', name: 'Instagram Carousel Outline', platformId: 'instagram',
    writer: cfg({
      description: 'A carousel of 6 to 8 slides with one idea each, and its caption.',
      minWords: 120, maxWords: 350, structure: ['Slide 1: hook', 'Slides 2-6: one point each', 'Last slide: call to action', 'Caption'],
      mustInclude: ['hook', 'slides', 'call_to_action', 'hashtags'], hashtags: { min: 5, max: 10 },
    }),
  },
  {
    id: 'instagram-reel-script', name: 'Instagram Reel Script', platformId: 'instagram',
    writer: cfg({
      description: 'A 30 to 45 second vertical video script: hook in the first 3 seconds, scenes with on-screen text, caption.',
      minWords: 90, maxWords: 260, structure: ['Hook (0-3 s)', 'Scenes', 'Call to action', 'Caption'],
      mustInclude: ['hook', 'scenes', 'on_screen_text', 'call_to_action', 'hashtags'], hashtags: { min: 3, max: 8 },
    }),
  },
  {
    id: 'facebook-post', name: 'Facebook Post', platformId: 'facebook',
    writer: cfg({
      description: 'A conversational post that opens with a hook, tells something useful or personal and asks for a response.',
      minWords: 60, maxWords: 250, structure: ['Hook', 'Body', 'Call to action'],
      mustInclude: ['hook', 'call_to_action'], hashtags: { min: 0, max: 3 },
    }),
  },
  {
    id: 'facebook-event', name: 'Facebook Event Description', platformId: 'facebook',
    writer: cfg({
      description: 'An event description: what, who it is for, what they get, the details and how to join.',
      minWords: 90, maxWords: 300, structure: ['Headline', 'What to expect', 'Who it is for', 'Details', 'How to join'],
      mustInclude: ['title', 'event_details', 'call_to_action'],
    }),
  },
  {
    id: 'linkedin-post', name: 'LinkedIn Post', platformId: 'linkedin',
    writer: cfg({
      description: 'A professional post: a scroll-stopping first line, short paragraphs with a lesson, a question to close.',
      minWords: 120, maxWords: 300, maxCharacters: 3000, structure: ['Hook', 'Story or insight', 'Takeaways', 'Call to action', 'Hashtags'],
      mustInclude: ['hook', 'call_to_action', 'hashtags'], hashtags: { min: 3, max: 5 },
    }),
  },
  {
    id: 'linkedin-article', name: 'LinkedIn Article', platformId: 'linkedin',
    writer: cfg({
      description: 'A long-form article with a title, an introduction, three headed sections and a conclusion.',
      minWords: 500, maxWords: 1200, structure: ['Title', 'Introduction', 'Section 1', 'Section 2', 'Section 3', 'Conclusion and call to action'],
      mustInclude: ['title', 'headings', 'call_to_action'], emojiFriendly: false,
    }),
  },
  {
    id: 'email-newsletter', name: 'Email Newsletter', platformId: 'email',
    writer: cfg({
      description: 'A newsletter issue: subject line, preview text, a personal opening, the main story, a tip and a call to action.',
      minWords: 250, maxWords: 600, structure: ['Subject line', 'Preview text', 'Greeting', 'Main story', 'Quick tip', 'Call to action', 'Sign-off'],
      mustInclude: ['subject_line', 'preview_text', 'headings', 'call_to_action', 'sign_off'],
    }),
  },
  {
    id: 'email-promotion', name: 'Promotional Email', platformId: 'email',
    writer: cfg({
      description: 'A promotional email for one offer: subject line, preview text, the problem, the offer, proof and one call to action.',
      minWords: 150, maxWords: 400, structure: ['Subject line', 'Preview text', 'Greeting', 'The problem', 'The offer', 'Why it works', 'Call to action', 'Sign-off'],
      mustInclude: ['subject_line', 'preview_text', 'call_to_action', 'sign_off'],
    }),
  },
  {
    id: 'email-welcome', name: 'Welcome Email', platformId: 'email',
    writer: cfg({
      description: 'The first email a new subscriber gets: thanks, who we are, what to expect and one first step.',
      minWords: 150, maxWords: 350, structure: ['Subject line', 'Preview text', 'Welcome', 'Who we are', 'What to expect', 'First step', 'Sign-off'],
      mustInclude: ['subject_line', 'preview_text', 'call_to_action', 'sign_off'],
    }),
  },
  {
    id: 'blog-post', name: 'Blog Post', platformId: 'blog',
    writer: cfg({
      description: 'A search-friendly blog post: title, introduction, three headed sections, a conclusion with a call to action.',
      minWords: 600, maxWords: 1500, structure: ['Title', 'Introduction', 'Section 1', 'Section 2', 'Section 3', 'Conclusion'],
      mustInclude: ['title', 'headings', 'keywords', 'call_to_action'], emojiFriendly: false,
    }),
  },
  {
    id: 'blog-how-to', name: 'How-To Article', platformId: 'blog',
    writer: cfg({
      description: 'A step-by-step guide: title, what you will need, numbered steps, common mistakes and a next step.',
      minWords: 500, maxWords: 1400, structure: ['Title', 'Introduction', 'What you need', 'Steps', 'Common mistakes', 'Next step'],
      mustInclude: ['title', 'headings', 'steps', 'call_to_action'], emojiFriendly: false,
    }),
  },
  // Added with the writing workspace.
  {
    id: 'instagram-story', name: 'Instagram Story Sequence', platformId: 'instagram',
    writer: cfg({
      description: 'A sequence of 4 to 6 story frames with on-screen text and a sticker or link call to action.',
      minWords: 60, maxWords: 180, structure: ['Frame 1: hook', 'Frames 2-4: value', 'Last frame: call to action'],
      mustInclude: ['hook', 'slides', 'on_screen_text', 'call_to_action'],
    }),
  },
  {
    id: 'facebook-ad', name: 'Facebook Ad Copy', platformId: 'facebook',
    writer: cfg({
      description: 'Ad copy for one offer: primary text, headline, description and a button label.',
      minWords: 50, maxWords: 160, structure: ['Primary text', 'Headline', 'Description', 'Button'],
      mustInclude: ['hook', 'title', 'call_to_action'],
    }),
  },
  {
    id: 'linkedin-carousel', name: 'LinkedIn Document Carousel', platformId: 'linkedin',
    writer: cfg({
      description: 'A PDF-style carousel of 7 to 10 slides teaching one idea, with its post text.',
      minWords: 150, maxWords: 400, structure: ['Cover slide', 'Slides: one point each', 'Summary slide', 'Call to action', 'Post text'],
      mustInclude: ['hook', 'slides', 'call_to_action', 'hashtags'], hashtags: { min: 3, max: 5 },
    }),
  },
  {
    id: 'blog-listicle', name: 'Listicle', platformId: 'blog',
    writer: cfg({
      description: 'A numbered list article: title, introduction, 5 to 7 headed items and a conclusion.',
      minWords: 500, maxWords: 1300, structure: ['Title', 'Introduction', 'Numbered items', 'Conclusion'],
      mustInclude: ['title', 'headings', 'numbered_list', 'call_to_action'], emojiFriendly: false,
    }),
  },
  {
    id: 'tiktok-video-script', name: 'TikTok Video Script', platformId: 'tiktok',
    writer: cfg({
      description: 'A 20 to 45 second script: a pattern-breaking hook, fast scenes with on-screen text, a call to action and caption.',
      minWords: 80, maxWords: 240, structure: ['Hook (0-2 s)', 'Scenes', 'Call to action', 'Caption'],
      mustInclude: ['hook', 'scenes', 'on_screen_text', 'call_to_action', 'hashtags'], hashtags: { min: 3, max: 6 },
    }),
  },
  {
    id: 'tiktok-caption', name: 'TikTok Caption', platformId: 'tiktok',
    writer: cfg({
      description: 'A short caption that adds context to a video and invites comments.',
      minWords: 15, maxWords: 80, maxCharacters: 2200, structure: ['Hook', 'Context', 'Call to action', 'Hashtags'],
      mustInclude: ['hook', 'call_to_action', 'hashtags'], hashtags: { min: 3, max: 6 },
    }),
  },
  {
    id: 'x-post', name: 'X Post', platformId: 'x',
    writer: cfg({
      description: 'One post under 280 characters: a sharp idea and a nudge.',
      minWords: 12, maxWords: 50, maxCharacters: 280, structure: ['Post'],
      mustInclude: ['hook', 'call_to_action'], hashtags: { min: 0, max: 2 },
    }),
  },
  {
    id: 'x-thread', name: 'X Thread', platformId: 'x',
    writer: cfg({
      description: 'A numbered thread of 5 to 8 posts, each under 280 characters: hook post, one point per post, closing call to action.',
      minWords: 120, maxWords: 400, structure: ['1/ Hook', 'Points, one per post', 'Last post: call to action'],
      mustInclude: ['hook', 'thread_numbering', 'call_to_action'], hashtags: { min: 0, max: 2 },
    }),
  },
  {
    id: 'pinterest-pin', name: 'Pinterest Pin Description', platformId: 'pinterest',
    writer: cfg({
      description: 'A pin title and a keyword-rich description that says what the reader gets by clicking.',
      minWords: 40, maxWords: 120, maxCharacters: 500, structure: ['Pin title', 'Description', 'Call to action', 'Hashtags'],
      mustInclude: ['title', 'keywords', 'call_to_action', 'hashtags'], hashtags: { min: 2, max: 5 },
    }),
  },
  {
    id: 'pinterest-idea-pin', name: 'Pinterest Idea Pin', platformId: 'pinterest',
    writer: cfg({
      description: 'A multi-page idea pin: a cover, 4 to 6 pages of steps or tips, and a closing page.',
      minWords: 80, maxWords: 240, structure: ['Cover page', 'Pages', 'Closing page', 'Description'],
      mustInclude: ['title', 'slides', 'call_to_action', 'keywords'],
    }),
  },
  {
    id: 'substack-post', name: 'Substack Post', platformId: 'substack',
    writer: cfg({
      description: 'A newsletter essay: title, subtitle, a personal opening, headed sections and an invitation to subscribe or reply.',
      minWords: 500, maxWords: 1400, structure: ['Title', 'Subtitle', 'Opening', 'Sections', 'Closing and call to action'],
      mustInclude: ['title', 'headings', 'call_to_action', 'sign_off'], emojiFriendly: false,
    }),
  },
  {
    id: 'substack-note', name: 'Substack Note', platformId: 'substack',
    writer: cfg({
      description: 'A short note: one observation or question that starts a conversation.',
      minWords: 20, maxWords: 120, structure: ['Note', 'Call to action'],
      mustInclude: ['hook', 'call_to_action'],
    }),
  },
  {
    id: 'youtube-video-script', name: 'YouTube Video Script', platformId: 'youtube',
    writer: cfg({
      description: 'A 5 to 8 minute video script: hook, intro, headed segments with what to show, recap and call to action.',
      minWords: 500, maxWords: 1300, structure: ['Hook', 'Intro', 'Segments', 'Recap', 'Call to action'],
      mustInclude: ['hook', 'headings', 'scenes', 'call_to_action'],
    }),
  },
  {
    id: 'youtube-description', name: 'YouTube Video Description', platformId: 'youtube',
    writer: cfg({
      description: 'A video title and description: summary, chapters with timestamps, links and hashtags.',
      minWords: 80, maxWords: 300, maxCharacters: 5000, structure: ['Title', 'Summary', 'Chapters', 'Links', 'Hashtags'],
      mustInclude: ['title', 'timestamps', 'keywords', 'call_to_action', 'hashtags'], hashtags: { min: 2, max: 4 },
    }),
  },
  {
    id: 'youtube-short-script', name: 'YouTube Short Script', platformId: 'youtube',
    writer: cfg({
      description: 'A vertical short under 60 seconds: hook, three quick beats with on-screen text, call to action.',
      minWords: 70, maxWords: 200, structure: ['Hook (0-3 s)', 'Scenes', 'Call to action', 'Title'],
      mustInclude: ['hook', 'scenes', 'on_screen_text', 'call_to_action'], hashtags: { min: 1, max: 3 },
    }),
  },
] as const satisfies readonly { id: string; name: string; platformId: WritingPlatformId; writer: WriterConfig }[];
export type WritingFormatId = (typeof WRITING_FORMATS)[number]['id'];

export const WRITING_FORMAT_IDS = WRITING_FORMATS.map((f) => f.id) as [WritingFormatId, ...WritingFormatId[]];
export const WritingFormatId = lazySchema(() => z.enum(WRITING_FORMAT_IDS));

export function writingFormat(id: string): (typeof WRITING_FORMATS)[number] | undefined {
  return WRITING_FORMATS.find((f) => f.id === id);
}

export function writingPlatform(id: string): (typeof WRITING_PLATFORMS)[number] | undefined {
  return WRITING_PLATFORMS.find((p) => p.id === id);
}

/**
 * Whether a plan may write for a platform (spec part 2 §5, §6: all platforms, or a list of platform names).
 * Names are compared without case, and 'Twitter' in a plan means X.
 */
export function planAllowsPlatform(plan: PlanKey, platformId: string): boolean {
  const allowed = PLANS[plan].limits.platforms;
  if (allowed === 'all') return true;
  const platform = writingPlatform(platformId);
  if (!platform) return false;
  const names = allowed.map((n) => (n.toLowerCase() === 'twitter' ? 'x' : n.toLowerCase()));
  return names.includes(platform.name.toLowerCase());
}

/** The cheapest plan that may write for a platform (the crown's upgrade target); null when none does. */
export function lowestPlanForPlatform(platformId: string): PlanKey | null {
  return PLAN_KEYS.find((key) => planAllowsPlatform(key, platformId)) ?? null;
}
