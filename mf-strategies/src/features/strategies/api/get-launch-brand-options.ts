import { useMemo } from 'react';
import { useBrandData, type BrandRecord } from '@navia/client-kit';

export interface LaunchOption {
  id: string;
  name: string;
}

export interface LaunchBrandOptions {
  offerings: LaunchOption[];
  personas: LaunchOption[];
}

/** Only what the launch dialog offers from the brand record: each offering's and persona's id and name. */
export function toLaunchOptions(record: BrandRecord): LaunchBrandOptions {
  return {
    offerings: record.offerings.map(({ id, name }) => ({ id, name })),
    personas: record.personas.users.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The active brand's offerings and personas while the launch dialog is open (spec part 2 §7), read afresh on each
 * open: offers and personas may have been edited since. `data` is undefined until they are known.
 */
export function useLaunchBrandOptions(open: boolean): { data: LaunchBrandOptions | undefined } {
  const { record } = useBrandData({ reading: 'each-open', enabled: open });
  return { data: useMemo(() => (record ? toLaunchOptions(record) : undefined), [record]) };
}
