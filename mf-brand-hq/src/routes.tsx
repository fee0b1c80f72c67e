import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { BrandProfilePage } from './features/brand-profile/components/brand-profile-page';
import { BRAND_SECTIONS } from './features/brand-profile/brand-sections';

/** Exposed as 'mf_brand_hq/routes'; mounted by the shell at '/brand-profile'. */
export default function BrandHqRoutes({ notFound }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<BrandProfilePage />} />
      {BRAND_SECTIONS.map((section) => (
        <Route key={section.path} path={section.path} element={<BrandProfilePage section={section} />} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
