import { createStrategyTemplates } from './20261121233000_create-strategy-templates';
import { seedStrategyTemplates } from './20261121233100_seed-strategy-templates';

export const migrations = [createStrategyTemplates, seedStrategyTemplates];
