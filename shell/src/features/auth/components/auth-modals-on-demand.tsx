import { Suspense, useState } from 'react';
import { lazyPage } from '../../../lazy-page';
import { useAuthModalStore } from '../stores/auth-modal-store';

const AuthModals = lazyPage(() => import('./auth-modals'), 'AuthModals');

/**
 * The sign-in and sign-up modals (antd Modal, Form, Input: ~34 KB gzip) load when one is first opened, so the
 * sign-in screen does not download them before its buttons work. Once loaded they stay mounted, so closing plays
 * its animation and reopening is instant.
 */
export function AuthModalsOnDemand() {
  const requested = useAuthModalStore((s) => s.open !== null);
  const [loaded, setLoaded] = useState(false);
  // Derived from an earlier render (React's "storing information from previous renders"), no effect needed.
  if (requested && !loaded) setLoaded(true);
  if (!requested && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}
