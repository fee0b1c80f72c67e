import { SINGLE_URL_PLATFORMS, type SingleUrlPlatform } from '@navia/contracts';
import type { SocialPlatforms } from '@navia/client-kit';

/** spec part 2 §2.6: the order and names the Social Platforms card shows. */
export const SOCIAL_PLATFORM_LABELS: Readonly<Record<SingleUrlPlatform | 'linkedin', string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  substack: 'Substack',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export { SINGLE_URL_PLATFORMS };

const filled = (url: string) => url.trim() !== '';

/** Typing a non-blank URL ticks the platform; clearing it unticks it (spec part 2 §2.6). */
export function withPlatformUrl(platforms: SocialPlatforms, name: SingleUrlPlatform, url: string): SocialPlatforms {
  return { ...platforms, [name]: { ...platforms[name], url, selected: filled(url) } };
}

/** The linkedin profile URL ticks and unticks linkedin like the others, unless a company URL is still filled in. */
export function withLinkedinProfileUrl(platforms: SocialPlatforms, profileUrl: string): SocialPlatforms {
  const { linkedin } = platforms;
  return { ...platforms, linkedin: { ...linkedin, profileUrl, selected: filled(profileUrl) || filled(linkedin.companyUrl) } };
}

/** The company URL is only shown while linkedin is ticked; editing it keeps the tick. */
export function withLinkedinCompanyUrl(platforms: SocialPlatforms, companyUrl: string): SocialPlatforms {
  return { ...platforms, linkedin: { ...platforms.linkedin, companyUrl } };
}

/** The tick can also be toggled by hand; the URLs are kept either way. */
export function withPlatformSelected(platforms: SocialPlatforms, name: SingleUrlPlatform | 'linkedin', selected: boolean): SocialPlatforms {
  return { ...platforms, [name]: { ...platforms[name], selected } };
}
