import {
  CHILDREN_STATUSES,
  CURRENCIES,
  EDUCATION_LEVELS,
  EMOJI_STYLES,
  GENDERS,
  INCOME_LEVELS,
  INDUSTRIES,
  RELATIONSHIP_STATUSES,
} from '@navia/contracts';

/** One option of a Select: the stored value and what the person reads. */
export interface Choice {
  value: string;
  label: string;
}

function choices<const T extends readonly string[]>(values: T, labels: Record<T[number], string>): Choice[] {
  return values.map((value) => ({ value, label: labels[value as T[number]] }));
}

export const INDUSTRY_CHOICES: Choice[] = INDUSTRIES.map((value) => ({ value, label: value }));
export const CURRENCY_CHOICES: Choice[] = CURRENCIES.map((value) => ({ value, label: value }));

export const GENDER_CHOICES = choices(GENDERS, {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
  other: 'Other',
});

export const EDUCATION_CHOICES = choices(EDUCATION_LEVELS, {
  'high-school': 'High school',
  'some-college': 'Some college',
  associates: "Associate's degree",
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
  doctorate: 'Doctorate',
  professional: 'Professional degree',
  'trade-school': 'Trade school',
  other: 'Other',
});

export const INCOME_CHOICES = choices(INCOME_LEVELS, {
  'under-25k': 'Under $25k',
  '25k-50k': '$25k - $50k',
  '50k-75k': '$50k - $75k',
  '75k-100k': '$75k - $100k',
  '100k-150k': '$100k - $150k',
  '150k-200k': '$150k - $200k',
  '200k-300k': '$200k - $300k',
  'over-300k': 'Over $300k',
  'prefer-not-to-say': 'Prefer not to say',
});

export const RELATIONSHIP_CHOICES = choices(RELATIONSHIP_STATUSES, {
  single: 'Single',
  dating: 'Dating',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  separated: 'Separated',
  'domestic-partnership': 'Domestic partnership',
  other: 'Other',
});

export const CHILDREN_CHOICES = choices(CHILDREN_STATUSES, {
  'no-children': 'No children',
  expecting: 'Expecting',
  infants: 'Infants',
  toddlers: 'Toddlers',
  'school-age': 'School-age children',
  teenagers: 'Teenagers',
  'adult-children': 'Adult children',
  'mixed-ages': 'Children of mixed ages',
});

export const EMOJI_STYLE_CHOICES = choices(EMOJI_STYLES, {
  none: 'None',
  'minimalist-professional': 'Minimalist & Professional',
  'playful-vibrant': 'Playful & Vibrant',
  'strategic-impactful': 'Strategic & Impactful',
});
