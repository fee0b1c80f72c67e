import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { deleteAccount, useToast } from '@navia/client-kit';

/** DELETE /api/account; on success the tab is signed out, goes to / and says what happens to the data. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: () => {
      navigate('/');
      toast({ variant: 'success', title: 'Your account is deleted', description: 'Your data is being erased from Navia now.' });
    },
  });
}
