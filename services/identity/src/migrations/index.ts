import { createUsers } from './20261121120000_create-users';
import { createSessions } from './20261121120100_create-sessions';
import { addUsersIsAdmin } from './20261122090000_add-users-is-admin';
import { createSignInAddresses } from './20261124120000_create-sign-in-addresses';
import { addUsersTokensValidAfter } from './20261124150000_add-users-tokens-valid-after';
import { replaceSessionsPreviousHash } from './20261124160000_replace-sessions-previous-hash';
import { createAccountDeletions } from './20261127120000_create-account-deletions';
import { createApiTokens } from './20261127130000_create-api-tokens';
import { createWebhooks } from './20261127140000_create-webhooks';
import { createImports } from './20261127150000_create-imports';

export const migrations = [createUsers, createSessions, addUsersIsAdmin, createSignInAddresses, addUsersTokensValidAfter, replaceSessionsPreviousHash, createAccountDeletions, createApiTokens, createWebhooks, createImports];
