import { useCallback } from 'react';
import { useToast } from './use-toast';

/**
 * Copies text and says how it went: 'Copied to clipboard', or 'Copy failed' where the browser offers no clipboard
 * (an insecure origin) or refuses. The writing workspace's Copy (spec part 2 §5) and the calendar feed's address.
 */
export function useCopyToClipboard(): (text: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
        toast({ title: 'Copied to clipboard', variant: 'success' });
      } catch {
        toast({ title: 'Copy failed', variant: 'error' });
      }
    },
    [toast],
  );
}
