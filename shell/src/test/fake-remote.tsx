import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';

/** Stands in for a remote's './routes': shows which remote is mounted where, and uses the 404 it is handed. */
export function fakeRemote(name: string) {
  return function FakeRemote({ basePath, notFound }: RemoteProps) {
    return (
      <Routes>
        <Route path="*" element={<p>{`${name} mounted at ${basePath}`}</p>} />
        <Route path="missing" element={notFound} />
      </Routes>
    );
  };
}
