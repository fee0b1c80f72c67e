import type { z } from 'zod';
import { SignInBody, SignUpBody } from './auth/auth.schema';
import { TestModePlanBody } from './billing/billing.schema';
import { AnalyzeBrandBody, AnalyzeBrandSourcesBody, AnalyzeBrandSpecBody } from './brand/analyze-brand.schema';
import { CreateBrandBody, SaveBrandDataBody, TopLevelBrandSave, WrappedBrandSave } from './brand/brand-data.schema';
import { OnboardingCompleteBody } from './brand/onboarding.schema';
import { NewFileBody, SaveApprovedBody } from './content/files.schema';
import { ExecuteTaskBody } from './content/task-execution.schema';
import { ExecuteWritingBody } from './content/writing.schema';
import { CreateFromTemplateBody, UpdateKeyResultBody, UpdateStrategyBody, UpdateStrategyStatusBody } from './strategies/strategy.schema';
import { UpdateTaskStatusBody } from './tasks/task.schema';
import { TimezoneBody } from './user/timezone.schema';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiWriteCall {
  method: WriteMethod;
  /** Path template with `:param` segments, under a prefix of API_ROUTES (routes.ts) that names its service. */
  path: string;
  /** The contract schema of its JSON body; null for a call that reads no body. */
  body: z.ZodType | null;
  /** The shapes a body may take when `body` accepts more than one (it then parses them in a transform). */
  forms?: readonly z.ZodType[];
  /** Signed-out calls (sign-up, sign-in, refresh, sign-out) need no bearer token. */
  signedOut?: true;
}

/**
 * Every call under /api that writes (docs/api.md), with the schema its body is validated by. Tests are generated
 * from it: the hostile-input property test sends each of them bodies derived from its schema.
 */
export const API_WRITE_CALLS: readonly ApiWriteCall[] = [
  { method: 'POST', path: '/api/auth/sign-up', body: SignUpBody, signedOut: true },
  { method: 'POST', path: '/api/auth/sign-in', body: SignInBody, signedOut: true },
  { method: 'POST', path: '/api/auth/refresh', body: null, signedOut: true },
  { method: 'POST', path: '/api/auth/sign-out', body: null, signedOut: true },
  { method: 'POST', path: '/api/user/timezone', body: TimezoneBody },
  { method: 'POST', path: '/api/billing/test-mode/plan', body: TestModePlanBody },
  { method: 'POST', path: '/api/onboarding/complete', body: OnboardingCompleteBody },
  { method: 'POST', path: '/api/brand-data', body: SaveBrandDataBody, forms: [WrappedBrandSave, TopLevelBrandSave] },
  { method: 'POST', path: '/api/user-brands', body: CreateBrandBody },
  { method: 'POST', path: '/api/analyze-brand', body: AnalyzeBrandBody, forms: [AnalyzeBrandSourcesBody, AnalyzeBrandSpecBody] },
  { method: 'PUT', path: '/api/news/:id/read', body: null },
  { method: 'POST', path: '/api/strategies/create-from-template', body: CreateFromTemplateBody },
  { method: 'PATCH', path: '/api/strategies/:id', body: UpdateStrategyBody },
  { method: 'PATCH', path: '/api/strategies/:id/status', body: UpdateStrategyStatusBody },
  { method: 'DELETE', path: '/api/strategies/:id', body: null },
  { method: 'PATCH', path: '/api/key-results/:id', body: UpdateKeyResultBody },
  { method: 'PATCH', path: '/api/tasks/:id/status', body: UpdateTaskStatusBody },
  { method: 'POST', path: '/api/tasks/:id/execute', body: ExecuteTaskBody },
  { method: 'POST', path: '/api/files/new', body: NewFileBody },
  { method: 'POST', path: '/api/files/:id/copy', body: null },
  { method: 'PATCH', path: '/api/files/:id/save-approved', body: SaveApprovedBody },
  { method: 'DELETE', path: '/api/files/:id', body: null },
  { method: 'POST', path: '/api/mindstudio/execute-writing', body: ExecuteWritingBody },
];
