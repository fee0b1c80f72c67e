import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

// spec part 2 §3 enumerations
export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say', 'other'] as const;
export const EDUCATION_LEVELS = ['high-school', 'some-college', 'associates', 'bachelors', 'masters', 'doctorate', 'professional', 'trade-school', 'other'] as const;
export const INCOME_LEVELS = ['under-25k', '25k-50k', '50k-75k', '75k-100k', '100k-150k', '150k-200k', '200k-300k', 'over-300k', 'prefer-not-to-say'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'dating', 'married', 'divorced', 'widowed', 'separated', 'domestic-partnership', 'other'] as const;
export const CHILDREN_STATUSES = ['no-children', 'expecting', 'infants', 'toddlers', 'school-age', 'teenagers', 'adult-children', 'mixed-ages'] as const;

export const Gender = lazySchema(() => z.enum(GENDERS));
export const EducationLevel = lazySchema(() => z.enum(EDUCATION_LEVELS));
export const IncomeLevel = lazySchema(() => z.enum(INCOME_LEVELS));
export const RelationshipStatus = lazySchema(() => z.enum(RELATIONSHIP_STATUSES));
export const ChildrenStatus = lazySchema(() => z.enum(CHILDREN_STATUSES));
