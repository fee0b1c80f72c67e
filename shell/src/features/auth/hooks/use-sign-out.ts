import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@navia/client-kit';

/** spec part 1 §2: after sign-out go to /. The app drops the query cache on the signed-out transition. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/');
  }, [navigate]);
}
