import { ErrorIds } from '@navia/contracts';
import { isApiError, refusedWriteText } from '@navia/client-kit';

export const SAVE_ERROR_TITLE = 'Failed to save brand data';

export interface SaveErrorView {
  /** The server's own message when it sent one. */
  message: string;
  /** A plan cap refused the save: the screen offers the upgrade. */
  planLimit: boolean;
}

/** A 429 says the edit is kept and when to press Save again; anything else says what the server said. */
export function describeSaveError(error: unknown): SaveErrorView {
  return {
    message: refusedWriteText(error, 'Your changes could not be saved. Please try again.'),
    planLimit: isApiError(error) && error.body?.error === ErrorIds.planLimit,
  };
}
