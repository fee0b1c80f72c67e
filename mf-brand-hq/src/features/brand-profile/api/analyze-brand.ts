import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@navia/client-kit';
import { LenientAnalyzeBrandAnswer, type AnalyzeBrandBody } from '@navia/contracts';

/** Only the chosen parts are present (spec part 2 §7). */
export interface AnalysisSources {
  website?: string;
  blogUrl?: string;
  realContent?: { socialMedia: string; websiteCopy: string; emailIntros: string; blogPosts: string };
}

/** POST /api/analyze-brand with only the chosen sources (spec part 2 §7). */
export function useAnalyzeBrand(brandId: string) {
  return useMutation({
    mutationFn: (sources: AnalysisSources) => {
      const body: AnalyzeBrandBody = { brandId, sources };
      return apiFetch('/api/analyze-brand', { method: 'POST', body, schema: LenientAnalyzeBrandAnswer });
    },
  });
}
