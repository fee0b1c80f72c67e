import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_BRANDS_QUERY_KEY, apiFetch, useActiveBrand, useToast } from '@navia/client-kit';
import { CreateBrandResponse, type BrandSummary, type CreateBrandBody, type UserBrandsResponse } from '@navia/contracts';

/** Where a new brand starts: its (empty) profile. */
export const NEW_BRAND_PATH = '/brand-profile/who-you-are';

/**
 * POST /api/user-brands, then make the new brand the active one and open its profile. The active brand can only be
 * one of the listed brands (useActiveBrand falls back to the default otherwise, and would write that back), so the
 * new brand is added to the cached list first and selected once the list the hook sees contains it.
 * `onDone` runs when the new brand is active (the modal closes then).
 */
export function useCreateBrand(onDone: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { brand, brands, selectBrand } = useActiveBrand();
  const [created, setCreated] = useState<BrandSummary | null>(null);

  const mutation = useMutation({
    mutationFn: (body: CreateBrandBody) =>
      apiFetch('/api/user-brands', { method: 'POST', body, schema: CreateBrandResponse }),
    onSuccess: (brand) => {
      queryClient.setQueryData<UserBrandsResponse>(USER_BRANDS_QUERY_KEY, (old) =>
        old && !old.brands.some((b) => b.id === brand.id) ? { brands: [...old.brands, brand] } : old,
      );
      // The server's list is the truth (order, default flag); also covers a list that was never loaded.
      void queryClient.invalidateQueries({ queryKey: USER_BRANDS_QUERY_KEY });
      setCreated(brand);
    },
  });

  // Derived, not stored: the new brand is listed once the list this hook sees contains it (selectBrand takes only a
  // listed brand), and active once selected.
  const listed = created !== null && brands.some((b) => b.id === created.id);
  const active = created !== null && brand?.id === created.id;
  // The switch, toast and navigation run once per created brand, though the effect runs again for each new list (the
  // refetch) and page; `created` itself is only cleared by reset (the modal's afterClose).
  const switched = useRef<BrandSummary | null>(null);
  useEffect(() => {
    if (!created || !listed || switched.current === created) return;
    switched.current = created;
    selectBrand(created.id);
    onDone();
    toast({ title: 'Brand created', description: `${created.companyName} is now your active brand.`, variant: 'success' });
    navigate(NEW_BRAND_PATH);
  }, [created, listed, selectBrand, onDone, toast, navigate]);

  const { reset } = mutation;
  const resetAll = useCallback(() => {
    reset();
    setCreated(null);
  }, [reset]);

  return {
    create: mutation.mutate,
    /** Pending until the new brand is active, so the button does not come back between the answer and the switch. */
    isPending: mutation.isPending || (created !== null && !active),
    error: mutation.error,
    reset: resetAll,
  };
}
