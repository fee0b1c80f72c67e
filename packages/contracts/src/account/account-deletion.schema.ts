import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * `DELETE /api/account` (issue 19 item 3): the signed-in user deletes their account, confirmed by their password.
 * The account and its sessions go at once; every service erases the user's data through a saga on the job queue.
 */
export const DeleteAccountBody = lazySchema(() => z.object({
  password: z.string().min(1, 'password: Enter your password to delete your account').max(200),
}));
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const DeleteAccountResponse = lazySchema(() => z.object({
  success: z.literal(true),
  /** The services still erasing the user's data when the answer was sent (the saga finishes them). */
  erasing: z.array(z.string()),
}));
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** What a service answers when it has erased a user's data (`DELETE /internal/users/{u}/data`); idempotent. */
export const EraseUserDataResponse = lazySchema(() => z.object({ erased: z.number().int().min(0) }));
export type EraseUserDataResponse = z.infer<typeof EraseUserDataResponse>;

export const accountInternal = {
  eraseUserData: {
    method: 'DELETE',
    path: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/data`,
    response: EraseUserDataResponse,
  },
} as const;
