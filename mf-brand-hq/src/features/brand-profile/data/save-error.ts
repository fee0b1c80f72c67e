import { ErrorIds } from '@navia/contracts';
import { errorMessage, isApiError } from '@navia/client-kit';

export const SAVE_ERROR_TITLE = 'Failed to save brand data';

export interface SaveErrorView {
  /** The server's own message when it sent one. */
  message: string;
  /** A plan cap refused the save: the screen offers the upgrade. */
  planLimit: boolean;
}

export function describeSaveError(error: unknown): SaveErrorView {
  return {
    message: errorMessage(error, 'Your changes could not be saved. Please try again.'),
    planLimit: isApiError(error) && error.body?.error === ErrorIds.planLimit,
  };
}
