import { SignInModal } from './sign-in-modal';
import { SignUpModal } from './sign-up-modal';

/** Both auth modals, rendered once at the app root and opened through useAuthModalStore. */
export function AuthModals() {
  return (
    <>
      <SignInModal />
      <SignUpModal />
    </>
  );
}
