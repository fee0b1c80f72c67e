import { createBrands } from './20261121130000_create-brands';
import { addBrandSetupMilestones } from './20261121220000_add-brand-setup-milestones';

export const migrations = [createBrands, addBrandSetupMilestones];
