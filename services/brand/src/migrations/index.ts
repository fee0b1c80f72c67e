import { createBrands } from './20261121130000_create-brands';
import { addBrandSetupMilestones } from './20261121220000_add-brand-setup-milestones';
import { createAnalyses } from './20261121230000_create-analyses';
import { createAiActivity } from './20261127030000_create-ai-activity';

export const migrations = [createBrands, addBrandSetupMilestones, createAnalyses, createAiActivity];
