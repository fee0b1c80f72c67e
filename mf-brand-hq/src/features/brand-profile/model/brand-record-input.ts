import { DEFAULT_CURRENCY, PERSONA_FIELD_KEYS, type OfferingInput, type OfferingRecord, type PersonaInput, type PersonaRecord } from '@navia/contracts';

/** An offer as a save sends it: the spec's fields only, price without a dangling decimal point. */
export function toOfferingInput(offering: OfferingRecord): OfferingInput {
  return {
    id: offering.id,
    name: offering.name,
    description: offering.description,
    price: offering.price.replace(/\.$/, ''),
    // The screen offers the listed currencies only; a stored value outside them is sent back for the server to judge.
    currency: (offering.currency || DEFAULT_CURRENCY) as OfferingInput['currency'],
    offerUrl: offering.offerUrl,
    keyValue: offering.keyValue,
    story: offering.story,
  };
}

/** A persona as a save sends it: the spec's fields only (the choice fields hold their enumeration's values). */
export function toPersonaInput(persona: PersonaRecord): PersonaInput {
  const input: Record<string, string> = { id: persona.id };
  for (const key of PERSONA_FIELD_KEYS) input[key] = persona[key] ?? '';
  return input as PersonaInput;
}
