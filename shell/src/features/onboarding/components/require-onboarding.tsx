import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading, useAuthStore } from '@navia/client-kit';

/**
 * The onboarding gate (spec part 1 §4): a signed-in user whose publicMetadata.onboardingComplete is not true goes to
 * /onboarding from any gated route. Sits inside RequireSignIn.
 */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  if (!user) return <PageLoading text="Checking onboarding status..." />;
  if (user.publicMetadata.onboardingComplete !== true) return <Navigate to="/onboarding" replace />;
  return <>{children}</>;
}
