import type { ReactNode } from 'react';
import { PageLoading, useAuthStore } from '@navia/client-kit';
import { WelcomeCard } from './welcome-card';

/** The sign-in gate. It never renders its children while signed out, so a gated remote is not even fetched. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <PageLoading text="Loading authentication..." />;
  if (status === 'signedOut') return <WelcomeCard />;
  return <>{children}</>;
}
