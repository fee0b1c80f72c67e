import { createBrands } from './20261121130000_create-brands';

export const migrations = [createBrands];
