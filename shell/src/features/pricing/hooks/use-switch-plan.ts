import { useMutation } from '@tanstack/react-query';
import { errorMessage, switchPlanInTestMode, useToast } from '@navia/client-kit';

/** Switch plan in billing test mode; the outcome is told in a toast, the 'Current plan' tag follows the auth store. */
export function useSwitchPlan() {
  const toast = useToast();
  return useMutation({
    mutationFn: switchPlanInTestMode,
    onSuccess: (user) =>
      toast({ variant: 'success', title: 'Plan updated', description: `You're now on the ${user.plan.name} plan.` }),
    onError: (error) => toast({ variant: 'error', title: 'Plan not changed', description: errorMessage(error) }),
  });
}
