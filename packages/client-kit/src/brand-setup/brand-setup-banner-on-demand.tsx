import { Suspense, lazy } from 'react';
import type { BrandSetupBannerProps } from './brand-setup-banner';

const Banner = lazy(async () => ({ default: (await import('./brand-setup-banner')).BrandSetupBanner }));

/**
 * The banner as the client kit exports it: loaded when first rendered. The client kit is a shared singleton the
 * shell loads whole before the sign-in card, and the banner (with antd's Progress) is only for signed-in pages.
 */
export function BrandSetupBanner(props: BrandSetupBannerProps) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
