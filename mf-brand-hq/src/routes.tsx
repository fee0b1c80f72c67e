import { Outlet, Route, Routes } from 'react-router-dom';
import { BrandSetupBanner, type RemoteProps } from '@navia/client-kit';
import { BrandProfilePage } from './features/brand-profile/components/brand-profile-page';
import { BRAND_SECTIONS } from './features/brand-profile/model/brand-sections';
import { AiActivityPage } from './features/ai-activity/components/ai-activity-page';

/**
 * spec part 2 §2.7: the brand-setup banner tops every brand profile screen. `currentPath` is for the index and any
 * other sub-path, which show the first section (Who You Are, spec part 2 §2.6), so the arrows count from its step.
 */
function WithBrandSetupBanner({ currentPath }: { currentPath?: string }) {
  return (
    <>
      <BrandSetupBanner currentPath={currentPath} />
      <Outlet />
    </>
  );
}

/** Exposed as 'mf_brand_hq/routes'; mounted by the shell at '/brand-profile'. */
export default function BrandHqRoutes({ basePath }: RemoteProps) {
  return (
    <Routes>
      {/* Issue 18: the record of calls to AI models; not a section of the profile, so without the setup banner. */}
      <Route path="ai-activity" element={<AiActivityPage />} />
      <Route element={<WithBrandSetupBanner currentPath={`${basePath}/${BRAND_SECTIONS[0].path}`} />}>
        <Route index element={<BrandProfilePage />} />
        {/* spec part 2 §2.6: Who You Are is "also the default for any other brand-profile path", so no 404 here. */}
        <Route path="*" element={<BrandProfilePage />} />
      </Route>
      <Route element={<WithBrandSetupBanner />}>
        {BRAND_SECTIONS.map((section) => (
          <Route key={section.path} path={section.path} element={<BrandProfilePage section={section} />} />
        ))}
      </Route>
    </Routes>
  );
}
