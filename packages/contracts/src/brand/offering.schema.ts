import { z } from 'zod';
import { webAddress } from '../common/urls';
import { CURRENCIES, DEFAULT_CURRENCY } from '../enums/marketing';
import { limitedLine, limitedText, tooLongMessage } from './brand-text';
import { lazySchema } from '../common/lazy-schema';

// spec part 2 §5 "Brand text limits" (Offer).
export const OFFERING_LIMITS = {
  id: 64,
  name: 150,
  description: 200,
  price: 50,
  offerUrl: 100,
  keyValue: 200,
  story: 500,
} as const;

/** spec part 2 §5 "Price hint: no symbols, only decimals": digits with an optional decimal part ('19', '19.99'). */
export const PRICE_PATTERN = /^\d+(\.\d+)?$/;
export const PRICE_MESSAGE = 'offerings.price must be a number with no symbols, e.g. 19.99';

/**
 * One offer as a save sends it (spec part 2 §3 "Offering"). Every text may be blank (Add Offer appends a blank one);
 * absent texts become ''. `id` is the client's (a timestamp in the seed product); the server assigns one when it is
 * missing or blank.
 */
export const Offering = lazySchema(() => z.object({
  id: z.string().trim().max(OFFERING_LIMITS.id, tooLongMessage('offerings.id', OFFERING_LIMITS.id)).optional(),
  name: limitedLine('offerings.name', OFFERING_LIMITS.name).default(''),
  description: limitedText('offerings.description', OFFERING_LIMITS.description).default(''),
  price: limitedLine('offerings.price', OFFERING_LIMITS.price)
    .refine((v) => v === '' || PRICE_PATTERN.test(v), PRICE_MESSAGE)
    .default(''),
  // spec: default USD; '' (nothing picked) also means USD.
  currency: z
    .enum(['', ...CURRENCIES], { error: `offerings.currency must be one of: ${CURRENCIES.join(', ')}` })
    .default(DEFAULT_CURRENCY)
    .transform((v) => v || DEFAULT_CURRENCY),
  // Written into drafts, where the preview renders it as a link: a web address, never another scheme.
  offerUrl: webAddress(OFFERING_LIMITS.offerUrl, { bareAllowed: true, tooLong: tooLongMessage('offerings.offerUrl', OFFERING_LIMITS.offerUrl) }).default(''),
  keyValue: limitedText('offerings.keyValue', OFFERING_LIMITS.keyValue).default(''),
  story: limitedText('offerings.story', OFFERING_LIMITS.story).default(''),
}));
export type OfferingInput = z.input<typeof Offering>;
export type Offering = z.output<typeof Offering>;

/** An offer as the brand record answers it: always with an id and every field; tolerant of fields added later. */
export const OfferingRecord = lazySchema(() => z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  currency: z.string(),
  offerUrl: z.string(),
  keyValue: z.string(),
  story: z.string(),
}));
export type OfferingRecord = z.infer<typeof OfferingRecord>;
