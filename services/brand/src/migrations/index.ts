import { createBrands } from './20261121130000_create-brands';
import { addBrandSetupMilestones } from './20261121220000_add-brand-setup-milestones';
import { createAnalyses } from './20261121230000_create-analyses';

export const migrations = [createBrands, addBrandSetupMilestones, createAnalyses];
