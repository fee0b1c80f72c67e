import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_BRANDS_QUERY_KEY, apiFetch, isApiError, markFirstVisit, reloadUser, useToast } from '@navia/client-kit';
import { OnboardingCompleteResponse, type OnboardingCompleteBody } from '@navia/contracts';
import { clearOnboardingStorage } from '../stores/onboarding-storage';

export const RELOAD_USER_GAP_MS = 500;
const FALLBACK_MESSAGE = 'Failed to complete onboarding. Please try again.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec part 1 §4: reload the user record twice, 500 ms apart, so the onboardingComplete flag the server just set
 * is in the auth store before the dashboard's onboarding gate reads it (the second read covers a flag that lands
 * late). A failed reload is not the person's problem: the dashboard is next either way.
 */
async function reloadUserTwice(): Promise<void> {
  try {
    await reloadUser();
    await wait(RELOAD_USER_GAP_MS);
    await reloadUser();
  } catch {
    // Fall through to the dashboard (spec: also goes there if the reload fails).
  }
}

/** The server's own message when it sent the error shape, else the spec's fallback sentence. */
function completionErrorMessage(error: unknown): string {
  return (isApiError(error) && error.body?.message) || FALLBACK_MESSAGE;
}

/**
 * Step 4's submit: POST /api/onboarding/complete, forget the saved progress, reload the user, go to /dashboard.
 * Pending covers the reloads too, so the button stays on 'Setting up...' until the page changes.
 */
export function useCompleteOnboarding(userId: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OnboardingCompleteBody) => {
      await apiFetch('/api/onboarding/complete', { method: 'POST', body, schema: OnboardingCompleteResponse });
      clearOnboardingStorage(userId);
      // The dashboard next is the person's first: it greets them 'Welcome', not 'Welcome back'.
      markFirstVisit(userId);
      await reloadUserTwice();
    },
    onSuccess: () => {
      // Completion created the first brand; the header's brand list was read (empty) before it existed.
      void queryClient.invalidateQueries({ queryKey: USER_BRANDS_QUERY_KEY });
      navigate('/dashboard');
    },
    onError: (error) => toast({ title: 'Error', description: completionErrorMessage(error), variant: 'error' }),
  });
}
