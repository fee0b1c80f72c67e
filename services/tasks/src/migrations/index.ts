import { createTasks } from './20261121234000_create-tasks';

export const migrations = [createTasks];
