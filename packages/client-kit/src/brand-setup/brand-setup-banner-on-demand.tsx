import { lazy } from 'react';
import type { BrandSetupBannerProps } from './brand-setup-banner';

const loadBanner = () => import('./brand-setup-banner');
const Banner = lazy(async () => ({ default: (await loadBanner()).BrandSetupBanner }));

/**
 * The banner as the client kit exports it: loaded when first rendered. The client kit is a shared singleton the
 * shell loads whole before the sign-in card, and the banner (with antd's Progress) is only for signed-in pages.
 *
 * No Suspense boundary of its own: while its code (and then its first answer) is on the way it suspends the page's
 * boundary, so the page and the bar above it appear together rather than the bar pushing a drawn page down.
 */
export function BrandSetupBanner(props: BrandSetupBannerProps) {
  return <Banner {...props} />;
}

/**
 * Starts downloading the banner's code, for a page that shows it (the shell's route data for /strategies and the brand
 * pages), so the page does not wait for it once its own code has arrived. A failure is left to the lazy load.
 */
export function preloadBrandSetupBanner(): Promise<void> {
  return loadBanner().then(
    () => undefined,
    () => undefined,
  );
}
