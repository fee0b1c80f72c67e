import { apiFetch } from '@navia/client-kit';
import { KeyResultResponse } from '@navia/contracts';

/**
 * PATCH /api/key-results/{id} (spec part 2 §5 sends every edit). The editor coalesces a run of keystrokes and sends
 * its values one at a time (client-kit LatestValueWriter), so the value stored is the last one typed. The dialog's
 * input stays the source of what is shown while it is open: no answer is written back.
 */
export function updateKeyResult(id: string, currentValue: number): Promise<KeyResultResponse> {
  return apiFetch(`/api/key-results/${encodeURIComponent(id)}`, { method: 'PATCH', body: { currentValue }, schema: KeyResultResponse });
}
