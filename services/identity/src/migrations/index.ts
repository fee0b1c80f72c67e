import { createUsers } from './20261121120000_create-users';
import { createSessions } from './20261121120100_create-sessions';

export const migrations = [createUsers, createSessions];
