import { useCallback, type ComponentType } from 'react';
import type { BrandDataPatchInput } from '@navia/contracts';
import { BRAND_DATA_ERROR, PageLoading, normalizeBrandRecord, useBrandData } from '@navia/client-kit';
import { Alert, Button, Flex, Typography } from 'antd';
import { BRAND_SECTIONS, type BrandSection } from '../model/brand-sections';
import { useSaveBrandData } from '../api/save-brand-data';
import { BrandDraftScope } from '../hooks/brand-draft-scope';
import type { SectionProps } from './section-props';
import { WhatYouOfferSection } from './what-you-offer/what-you-offer-section';
import { WhoYouAreSection } from './who-you-are/who-you-are-section';
import { WhoYouServeSection } from './who-you-serve/who-you-serve-section';
import { YourBrandFeelSection } from './your-brand-feel/your-brand-feel-section';

/** spec part 2 §2.6: Who You Are is also the default for any other brand-profile path. */
const DEFAULT_SECTION = BRAND_SECTIONS[0];

const SECTION_SCREENS: Record<BrandSection['path'], ComponentType<SectionProps>> = {
  'who-you-are': WhoYouAreSection,
  'what-you-offer': WhatYouOfferSection,
  'who-you-serve': WhoYouServeSection,
  'your-brand-feel': YourBrandFeelSection,
};

export const BRAND_PROFILE_LOADING = 'Loading your brand profile...';

function LoadedSection({ section, brandId, ...rest }: Omit<SectionProps, 'save'> & { section: BrandSection }) {
  const { mutateAsync } = useSaveBrandData(brandId);
  const save = useCallback(
    async (patch: BrandDataPatchInput) => normalizeBrandRecord((await mutateAsync(patch)).brandData),
    [mutateAsync],
  );
  const Screen = SECTION_SCREENS[section.path];
  return (
    <BrandDraftScope.Provider value={brandId}>
      <Screen brandId={brandId} save={save} {...rest} />
    </BrandDraftScope.Provider>
  );
}

/** The section's content once the active brand's record is loaded; loading, error and no-brand states otherwise. */
function SectionContent({ section }: { section: BrandSection }) {
  const { status, brandId, record, retry, reload } = useBrandData();
  if (status === 'loading') return <PageLoading text={BRAND_PROFILE_LOADING} />;
  if (status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={BRAND_DATA_ERROR}
        description="Check your connection and try again."
        action={<Button onClick={retry}>Retry</Button>}
      />
    );
  }
  if (status === 'no-brand' || !record || !brandId) {
    return <Alert type="info" showIcon title="No brand profile yet" description="Complete onboarding to create your brand profile." />;
  }
  return <LoadedSection section={section} brandId={brandId} record={record} reload={reload} />;
}

/**
 * Brand Headquarters (spec part 1 §2 "Layout": the page titled 'Brand Profile' is displayed as 'Brand Headquarters').
 * The shell's rail and secondary panel switch sections; the page keeps its own headings.
 */
export function BrandProfilePage({ section = DEFAULT_SECTION }: { section?: BrandSection }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, minWidth: 0 }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 0 }}>
        Brand Headquarters
      </Typography.Title>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {section.title}
      </Typography.Title>
      <SectionContent section={section} />
    </Flex>
  );
}
