import { z } from 'zod';

/**
 * The writing platforms and their formats (spec part 2 §3 "Platform", "Format"). Strategy templates point at a
 * format by id for tasks the AI writer can execute; the content service adds each format's writer configuration.
 */
export const WRITING_PLATFORMS = [
  { id: 'instagram', name: 'Instagram' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'email', name: 'Email' },
  { id: 'blog', name: 'Blog' },
] as const;
export type WritingPlatformId = (typeof WRITING_PLATFORMS)[number]['id'];

export const WRITING_FORMATS = [
  { id: 'instagram-caption', name: 'Instagram Caption', platformId: 'instagram' },
  { id: 'instagram-carousel', name: 'Instagram Carousel Outline', platformId: 'instagram' },
  { id: 'instagram-reel-script', name: 'Instagram Reel Script', platformId: 'instagram' },
  { id: 'facebook-post', name: 'Facebook Post', platformId: 'facebook' },
  { id: 'facebook-event', name: 'Facebook Event Description', platformId: 'facebook' },
  { id: 'linkedin-post', name: 'LinkedIn Post', platformId: 'linkedin' },
  { id: 'linkedin-article', name: 'LinkedIn Article', platformId: 'linkedin' },
  { id: 'email-newsletter', name: 'Email Newsletter', platformId: 'email' },
  { id: 'email-promotion', name: 'Promotional Email', platformId: 'email' },
  { id: 'email-welcome', name: 'Welcome Email', platformId: 'email' },
  { id: 'blog-post', name: 'Blog Post', platformId: 'blog' },
  { id: 'blog-how-to', name: 'How-To Article', platformId: 'blog' },
] as const satisfies readonly { id: string; name: string; platformId: WritingPlatformId }[];
export type WritingFormatId = (typeof WRITING_FORMATS)[number]['id'];

export const WRITING_FORMAT_IDS = WRITING_FORMATS.map((f) => f.id) as [WritingFormatId, ...WritingFormatId[]];
export const WritingFormatId = z.enum(WRITING_FORMAT_IDS);
