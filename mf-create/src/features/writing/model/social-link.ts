import type { Platform } from '@navia/contracts';

/**
 * The Open button to the brand's page on the chosen platform (spec part 2 §5): only for Facebook, Instagram,
 * TikTok, LinkedIn, Substack, Pinterest and X/Twitter. The platform list names each platform's social link
 * (`socialKey`); YouTube has one too but no Open button in the spec, hence this list on top.
 */
const OPENABLE = ['facebook', 'instagram', 'tiktok', 'linkedin', 'substack', 'pinterest', 'twitter'] as const;
export type OpenableKey = (typeof OPENABLE)[number];

export function openableKey(platform: Pick<Platform, 'socialKey'> | undefined): OpenableKey | null {
  const key = platform?.socialKey;
  return key && (OPENABLE as readonly string[]).includes(key) ? (key as OpenableKey) : null;
}

/** The brand record's social platforms, as far as the Open button reads them. */
export type SocialLinks = Partial<Record<OpenableKey, { url?: string; profileUrl?: string; companyUrl?: string }>>;

/** The brand's stored address for the platform (LinkedIn: the company page first, else the profile), or ''. */
export function storedSocialUrl(links: SocialLinks | undefined, key: OpenableKey): string {
  const entry = links?.[key];
  if (!entry) return '';
  const url = key === 'linkedin' ? entry.companyUrl?.trim() || entry.profileUrl?.trim() : entry.url?.trim();
  return url ?? '';
}

/** spec part 2 §5: 'A URL without http is prefixed with https.' */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

export const noUrlToast = (platformName: string) => ({
  title: 'No URL configured',
  description: `Please configure your ${platformName} URL in Brand Headquarters under Social Platforms.`,
});
