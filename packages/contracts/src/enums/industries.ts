import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

// spec part 1 §3 and part 2 §3: the 14 industries, in the order the dropdown shows them.
export const INDUSTRIES = [
  'Art, Media & Entertainment',
  'Beauty, Health & Wellness',
  'Building, Construction & Home Services',
  'Business, Professional & Financial Services',
  'Coaching & Education',
  'Design, Creative & Digital Services',
  'E-Commerce & Retail',
  'Events & Real Estate',
  'Food, Beverage & Hospitality',
  'Industrial, Manufacturing & Trades',
  'Marketing, Advertising & Digital Creators',
  'Non-Profit & Community Organizations',
  'Technology',
  'Travel, Leisure & Recreation',
] as const;
export const Industry = lazySchema(() => z.enum(INDUSTRIES));
export type Industry = z.infer<typeof Industry>;
