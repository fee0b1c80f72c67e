import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { WritingPage } from './features/writing/components/writing-page';
import { ComingSoonPage } from './features/placeholders/components/coming-soon-page';

/** Exposed as 'mf_create/routes'; mounted by the shell at '/create'. */
export default function CreateRoutes({ basePath, notFound }: RemoteProps) {
  return (
    <Routes>
      {/* spec part 2 §2.8: /create opens the writing workspace too. */}
      <Route index element={<WritingPage basePath={basePath} />} />
      <Route path="writing" element={<WritingPage basePath={basePath} />} />
      {/* spec part 1 §2 route table: placeholders with these exact titles and texts. */}
      <Route path="images" element={<ComingSoonPage title="Images" text="Select and apply images" />} />
      <Route path="video" element={<ComingSoonPage title="Video" text="Select and apply videos" />} />
      <Route path="publishing" element={<ComingSoonPage title="Publishing" text="Add to calendar and or instant publish" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
