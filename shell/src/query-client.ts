import { createQueryClient, useAuthStore } from '@navia/client-kit';

/** The page's one query cache: the App provides it, and the bootstrap starts the opened page's data in it. */
export const queryClient = createQueryClient();

// One user's cached data must never be shown to the next: drop the cache whenever the session ends, including an
// expired session ended by the api client.
useAuthStore.subscribe((state, previous) => {
  if (previous.status === 'signedIn' && state.status === 'signedOut') queryClient.clear();
});
