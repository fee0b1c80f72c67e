import { PageLoading, useAuthStore } from '@navia/client-kit';
import { OnboardingWizard } from './onboarding-wizard';

/**
 * /onboarding, sign-in only (no onboarding redirect here, spec part 1 §4). The wizard is keyed by the user id so a
 * different user on the same tab starts from their own saved progress, never the previous user's.
 */
export function OnboardingPage() {
  const userId = useAuthStore((s) => s.user?.id);
  if (!userId) return <PageLoading />;
  return <OnboardingWizard key={userId} userId={userId} />;
}
