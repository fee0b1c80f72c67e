import { randomUUID } from 'node:crypto';
import { LEGACY_PERSONA_FIELDS, TEMP_PERSONA_ID_PREFIX, UNLIMITED, planOf, toStoredStage, type BrandDataPatch } from '@navia/contracts';
import { planLimitReached, validationError } from '@navia/service-kit';

type StoredData = Record<string, unknown>;


/** spec: -1 means unlimited. */
export function allows(limit: number, count: number): boolean {
  return limit === UNLIMITED || count <= limit;
}

export function planLimitMessage(planName: string, limit: number, one: string, many: string): string {
  return `Your ${planName} plan allows ${limit} ${limit === 1 ? one : many}. Upgrade to add more.`;
}

const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);
export const storedOfferingCount = (data: StoredData) => listLength(data.offerings);
export const storedPersonaCount = (data: StoredData) =>
  listLength(data.personas && typeof data.personas === 'object' ? (data.personas as StoredData).users : undefined);

interface ListRule {
  before: number;
  after: number;
  limit: number;
  planName: string;
  one: string;
  many: string;
  field: string;
}

function checkList(rule: ListRule): void {
  // Only growth is capped: a user over the cap after a downgrade can still edit and remove, just not add.
  if (rule.after > rule.before && !allows(rule.limit, rule.after)) {
    throw planLimitReached(planLimitMessage(rule.planName, rule.limit, rule.one, rule.many), rule.field);
  }
  // spec part 2 §5: "A persona or offering cannot be removed when it would leave none." A record that never had
  // any may still save an empty list (the profile starts without offers or personas).
  if (rule.after === 0 && rule.before > 0) {
    throw validationError(`At least one ${rule.one} is required`, rule.field);
  }
}

/**
 * The rules a save must pass against the stored record: plan caps on offerings and personas (`PLANS[plan].limits.brand`,
 * 403 plan_limit_reached) and never leaving none once there was one (400 validation_error). Field names are body paths.
 */
export function checkBrandListRules(stored: StoredData, patch: BrandDataPatch, plan: unknown): void {
  const def = planOf(plan);
  if (patch.offerings) {
    checkList({
      before: storedOfferingCount(stored),
      after: patch.offerings.length,
      limit: def.limits.brand.maxOfferings,
      planName: def.name,
      one: 'offering',
      many: 'offerings',
      field: 'brandData.offerings',
    });
  }
  if (patch.personas) {
    checkList({
      before: storedPersonaCount(stored),
      after: patch.personas.users.length,
      limit: def.limits.brand.maxPersonas,
      planName: def.name,
      one: 'persona',
      many: 'personas',
      field: 'brandData.personas.users',
    });
  }
}

export interface MergedBrandData {
  /** Present when the save changes the company name (kept in the brands.company_name column, not in data). */
  companyName?: string;
  data: StoredData;
}

/** Personas stored by older versions may still carry legacy fields; every write leaves them out. */
function withoutLegacyPersonaFields(personas: unknown): unknown {
  if (!personas || typeof personas !== 'object' || !Array.isArray((personas as StoredData).users)) return personas;
  const users = ((personas as StoredData).users as unknown[]).map((u) => {
    if (!u || typeof u !== 'object') return u;
    const rest = { ...(u as StoredData) };
    for (const field of LEGACY_PERSONA_FIELDS) delete rest[field];
    return rest;
  });
  return { ...(personas as StoredData), users };
}

/**
 * Merges a save into the stored record: absent top-level fields are kept, present ones replace. The business stage
 * is stored in its 'Stage n - Title' form; offerings without an id and personas with a temporary one ('temp-…') get
 * a lasting id.
 */
export function mergeBrandData(stored: StoredData, patch: BrandDataPatch, newId: () => string = randomUUID): MergedBrandData {
  const { companyName, businessStage, offerings, personas, ...rest } = patch;
  const data: StoredData = { ...stored };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) data[key] = value;
  delete data.companyName;
  if (businessStage !== undefined) data.businessStage = toStoredStage(businessStage);
  if (offerings !== undefined) data.offerings = offerings.map((o) => ({ ...o, id: o.id || newId() }));
  data.personas =
    personas !== undefined
      ? { users: personas.users.map((p) => ({ ...p, id: p.id && !p.id.startsWith(TEMP_PERSONA_ID_PREFIX) ? p.id : newId() })) }
      : withoutLegacyPersonaFields(stored.personas);
  if (data.personas === undefined) delete data.personas;
  return { ...(companyName !== undefined ? { companyName } : {}), data };
}
