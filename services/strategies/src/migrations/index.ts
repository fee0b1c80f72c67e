import { createStrategyTemplates } from './20261121233000_create-strategy-templates';
import { seedStrategyTemplates } from './20261121233100_seed-strategy-templates';
import { createStrategies } from './20261122000000_create-strategies';

export const migrations = [createStrategyTemplates, seedStrategyTemplates, createStrategies];
