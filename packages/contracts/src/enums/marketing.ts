import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

// spec part 2 §3
export const GOALS = ['grow_audience', 'conversion', 'consistency', 'launch'] as const;
export const Goal = lazySchema(() => z.enum(GOALS));
export type Goal = z.infer<typeof Goal>;

/** Platforms the strategy filter knows. */
export const STRATEGY_PLATFORMS = ['instagram', 'facebook', 'linkedin', 'email'] as const;
export const StrategyPlatform = lazySchema(() => z.enum(STRATEGY_PLATFORMS));

/** Social platforms of the brand profile (linkedin has a profile/company pair). */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'pinterest', 'twitter', 'substack', 'youtube', 'linkedin'] as const;
export const SocialPlatform = lazySchema(() => z.enum(SOCIAL_PLATFORMS));

export const EMOJI_STYLES = ['none', 'minimalist-professional', 'playful-vibrant', 'strategic-impactful'] as const;
export const EmojiStyle = lazySchema(() => z.enum(EMOJI_STYLES));
export type EmojiStyle = z.infer<typeof EmojiStyle>;

export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'CNY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RUB',
  'BRL', 'MXN', 'INR', 'KRW', 'SGD', 'HKD', 'NZD', 'ZAR', 'TRY', 'ILS', 'AED', 'SAR', 'THB', 'MYR', 'PHP',
] as const;
export const Currency = lazySchema(() => z.enum(CURRENCIES));
export const DEFAULT_CURRENCY = 'USD' satisfies (typeof CURRENCIES)[number];

/** Template access tiers (spec: badges Explore, Build, Grow). */
export const ACCESS_TIERS = ['explore', 'build', 'grow'] as const;
export const AccessTier = lazySchema(() => z.enum(ACCESS_TIERS));
export type AccessTier = z.infer<typeof AccessTier>;
