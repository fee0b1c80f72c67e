import { z } from 'zod';
import { CHILDREN_STATUSES, EDUCATION_LEVELS, GENDERS, INCOME_LEVELS, RELATIONSHIP_STATUSES } from '../enums/persona-enums';
import { limitedLine, limitedText, optionalChoice, tooLongMessage } from './brand-text';
import { lazySchema } from '../common/lazy-schema';

// spec part 2 §5 "Brand text limits" (Persona): the choice fields are 50 too, but they are enumerations here.
export const PERSONA_LIMITS = {
  id: 64,
  name: 150,
  age: 10,
  gender: 50,
  location: 50,
  educationLevel: 50,
  industry: 50,
  occupation: 50,
  incomeLevel: 50,
  relationshipStatus: 50,
  childrenStatus: 50,
  mainFrustration: 500,
  mainNeed: 500,
  obstacles: 500,
  triedBefore: 500,
  offlineTime: 500,
  onlineTime: 500,
} as const;

/** spec part 2 §3: personas not saved yet carry 'temp-' plus a timestamp; the server gives them a lasting id. */
export const TEMP_PERSONA_ID_PREFIX = 'temp-';

/** spec part 2 §3: 'A legacy whereTheySpendTime field is dropped on load.' Never stored again either. */
export const LEGACY_PERSONA_FIELDS = ['whereTheySpendTime'] as const;

const line = (field: keyof typeof PERSONA_LIMITS) => limitedLine(`personas.users.${field}`, PERSONA_LIMITS[field]).default('');
const text = (field: keyof typeof PERSONA_LIMITS) => limitedText(`personas.users.${field}`, PERSONA_LIMITS[field]).default('');

/**
 * One persona as a save sends it (spec part 2 §3 "Persona"). Every field may be blank ('' is "not chosen" for the
 * choice fields); absent ones become ''. Unknown fields, the legacy `whereTheySpendTime` among them, are dropped.
 */
export const Persona = lazySchema(() => z.object({
  id: z.string().trim().max(PERSONA_LIMITS.id, tooLongMessage('personas.users.id', PERSONA_LIMITS.id)).optional(),
  name: line('name'),
  /** A range as text, e.g. '25-34'. */
  age: line('age'),
  gender: optionalChoice('personas.users.gender', GENDERS).default(''),
  location: line('location'),
  educationLevel: optionalChoice('personas.users.educationLevel', EDUCATION_LEVELS).default(''),
  industry: line('industry'),
  occupation: line('occupation'),
  incomeLevel: optionalChoice('personas.users.incomeLevel', INCOME_LEVELS).default(''),
  relationshipStatus: optionalChoice('personas.users.relationshipStatus', RELATIONSHIP_STATUSES).default(''),
  childrenStatus: optionalChoice('personas.users.childrenStatus', CHILDREN_STATUSES).default(''),
  /** Shown as "pain points". */
  mainFrustration: text('mainFrustration'),
  /** Shown as "needs". */
  mainNeed: text('mainNeed'),
  obstacles: text('obstacles'),
  triedBefore: text('triedBefore'),
  offlineTime: text('offlineTime'),
  onlineTime: text('onlineTime'),
}));
export type PersonaInput = z.input<typeof Persona>;
export type Persona = z.output<typeof Persona>;

/** A persona as the brand record answers it: always with an id and every field; tolerant of fields added later. */
export const PersonaRecord = lazySchema(() => z.looseObject({
  id: z.string(),
  name: z.string(),
  age: z.string(),
  gender: z.string(),
  location: z.string(),
  educationLevel: z.string(),
  industry: z.string(),
  occupation: z.string(),
  incomeLevel: z.string(),
  relationshipStatus: z.string(),
  childrenStatus: z.string(),
  mainFrustration: z.string(),
  mainNeed: z.string(),
  obstacles: z.string(),
  triedBefore: z.string(),
  offlineTime: z.string(),
  onlineTime: z.string(),
}));
export type PersonaRecord = z.infer<typeof PersonaRecord>;

/** The persona's own fields, in display order: every key of PersonaRecord but its id. */
export const PERSONA_FIELD_KEYS = [
  'name',
  'age',
  'gender',
  'location',
  'educationLevel',
  'industry',
  'occupation',
  'incomeLevel',
  'relationshipStatus',
  'childrenStatus',
  'mainFrustration',
  'mainNeed',
  'obstacles',
  'triedBefore',
  'offlineTime',
  'onlineTime',
] as const satisfies readonly (keyof PersonaRecord)[];

/**
 * The persona fields a record answers, in display order: the keys of PersonaRecord, spelled out so that reading them
 * does not build the schema (persona.schema.test.ts checks the two agree).
 */
export const PERSONA_FIELDS: (keyof PersonaRecord & string)[] = ['id', ...PERSONA_FIELD_KEYS];
