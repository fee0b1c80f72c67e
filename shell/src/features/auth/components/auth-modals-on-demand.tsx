import { OnFirstOpen, lazyNamed } from '@navia/client-kit';
import { useAuthModalStore } from '../stores/auth-modal-store';

const AuthModals = lazyNamed(() => import('./auth-modals'), 'AuthModals');

/**
 * The sign-in and sign-up modals (antd Modal, Form, Input: ~34 KB gzip) load when one is first opened, so the
 * sign-in screen does not download them before its buttons work. Once loaded they stay mounted, so closing plays
 * its animation and reopening is instant.
 */
export function AuthModalsOnDemand() {
  const requested = useAuthModalStore((s) => s.open !== null);
  return (
    <OnFirstOpen open={requested}>
      <AuthModals />
    </OnFirstOpen>
  );
}
