import { PERSONA_FIELDS, PersonaRecord } from './persona.schema';

describe('PERSONA_FIELDS', () => {
  it("is PersonaRecord's keys, in its order", () => {
    expect(PERSONA_FIELDS).toEqual(Object.keys(PersonaRecord.shape));
  });
});
