import { z } from 'zod';
import { lazySchema } from './common/lazy-schema';
import { AuthResponse, MeResponse, RefreshResponse, SignInBody, SignUpBody } from './auth/auth.schema';
import { BillingConfigResponse, TestModePlanBody, TestModePlanResponse } from './billing/billing.schema';
import { AnalyzeBrandBody, AnalyzeBrandResponse, AnalyzeBrandSourcesBody, AnalyzeBrandSpecBody } from './brand/analyze-brand.schema';
import {
  BrandDataResponse,
  CreateBrandBody,
  CreateBrandResponse,
  SaveBrandDataBody,
  TopLevelBrandSave,
  UserBrandsResponse,
  WrappedBrandSave,
} from './brand/brand-data.schema';
import { BrandSetupProgressQuery, BrandSetupProgressResponse } from './brand/brand-setup-progress.schema';
import { OnboardingCompleteBody, OnboardingCompleteResponse } from './brand/onboarding.schema';
import { VoiceScore, VoiceScoreBody } from './brand/voice-score.schema';
import { VoiceRewriteBody, VoiceRewriteResponse } from './content/voice-rewrite.schema';
import { AiActivityResponse } from './content/ai-activity.schema';
import { RescheduleTaskBody, RescheduleTaskResponse } from './tasks/reschedule.schema';
import { CalendarFeedResponse } from './tasks/calendar-feed.schema';
import { DeleteFileResponse, FileResponse, FilesQuery, FilesResponse, FileVersionsResponse, NewFileBody, SaveApprovedBody } from './content/files.schema';
import { AiModelsResponse, SelectAiModelBody } from './content/ai-models.schema';
import { FormatsQuery, FormatsResponse, PlatformsResponse } from './content/platforms.schema';
import { ExecuteTaskBody, ExecuteTaskResponse, TaskExecutionResponse } from './content/task-execution.schema';
import { ContentUsageResponse, ExecuteWritingBody, ExecuteWritingResponse, WritingWorkersResponse } from './content/writing.schema';
import { DashboardStats, DashboardStatsQuery } from './dashboard/dashboard-stats.schema';
import { MarkNewsReadResponse, NewsResponse } from './news/news.schema';
import { StrategyTemplatesResponse } from './strategies/strategy-template.schema';
import {
  CreateFromTemplateBody,
  CreateFromTemplateResponse,
  DeleteStrategyResponse,
  KeyResultResponse,
  RecentStrategyCreationResponse,
  StrategiesQuery,
  StrategiesResponse,
  StrategyDetailsResponse,
  StrategyResponse,
  UpdateKeyResultBody,
  UpdateStrategyBody,
  UpdateStrategyStatusBody,
} from './strategies/strategy.schema';
import { Task, TaskListPage, TasksByTagQuery, TasksQuery, TasksResponse, UpdateTaskStatusBody } from './tasks/task.schema';
import { TimezoneBody, TimezoneResponse } from './user/timezone.schema';
import { DeleteAccountBody, DeleteAccountResponse } from './account/account-deletion.schema';
import { ImportResponse } from './account/import.schema';
import { ApiTokensResponse, CreateApiTokenBody, CreateApiTokenResponse, RevokeApiTokenResponse } from './account/api-tokens.schema';
import { CreateWebhookBody, CreateWebhookResponse, DeleteWebhookResponse, TestWebhookResponse, WebhookDeliveriesResponse, WebhooksResponse } from './account/webhooks.schema';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type WriteMethod = Exclude<ApiMethod, 'GET'>;

export interface ApiCallShape {
  /** The contract schema of its JSON body; null for a call that reads no body. */
  body: z.ZodType | null;
  /** The shapes a body may take when `body` accepts more than one (it then parses them in a transform). */
  forms?: readonly z.ZodType[];
  /** The query string's schema, for a call that reads one. */
  query?: z.ZodType;
  /** What a successful answer's JSON body is; null for an answer without a body (204) or with a file (`download`). */
  response: z.ZodType | null;
  /** The media type of an answer that is a file to save rather than JSON (the export's zip). */
  download?: 'application/zip';
  /** The media types of a body that is a file sent as it is rather than a JSON body (an import). */
  upload?: readonly string[];
  /** The status of a successful answer when it is not 200. */
  status?: 201 | 202 | 204;
  /** Signed-out calls (sign-up, sign-in, refresh, sign-out) need no bearer token. */
  signedOut?: true;
}

/**
 * Every public call under /api (docs/api.md), keyed `METHOD /path` with `:param` segments under a prefix of
 * API_ROUTES (routes.ts) that names its service: its body, query and answer schemas. The servers validate with the
 * same schemas and the clients parse with them; tests are generated from this table (the hostile-input property
 * test sends every write bodies derived from its schema; the client kit's fake API checks every answer a web test
 * gives against the call's response schema, so a fake cannot drift from the contract).
 */
export const API_CALLS = {
  'POST /api/auth/sign-up': { body: SignUpBody, response: AuthResponse, status: 201, signedOut: true },
  'POST /api/auth/sign-in': { body: SignInBody, response: AuthResponse, signedOut: true },
  'POST /api/auth/refresh': { body: null, response: RefreshResponse, signedOut: true },
  'POST /api/auth/sign-out': { body: null, response: null, status: 204, signedOut: true },
  'GET /api/auth/me': { body: null, response: MeResponse },
  'POST /api/user/timezone': { body: TimezoneBody, response: TimezoneResponse },
  'GET /api/export': { body: null, response: null, download: 'application/zip' },
  'POST /api/import': { body: null, upload: ['application/zip', 'application/json'], response: ImportResponse },
  'DELETE /api/account': { body: DeleteAccountBody, response: DeleteAccountResponse, status: 202 },
  'GET /api/api-tokens': { body: null, response: ApiTokensResponse },
  'POST /api/api-tokens': { body: CreateApiTokenBody, response: CreateApiTokenResponse, status: 201 },
  'DELETE /api/api-tokens/:id': { body: null, response: RevokeApiTokenResponse },
  'GET /api/webhooks': { body: null, response: WebhooksResponse },
  'POST /api/webhooks': { body: CreateWebhookBody, response: CreateWebhookResponse, status: 201 },
  'DELETE /api/webhooks/:id': { body: null, response: DeleteWebhookResponse },
  'GET /api/webhooks/:id/deliveries': { body: null, response: WebhookDeliveriesResponse },
  'POST /api/webhooks/:id/test': { body: null, response: TestWebhookResponse, status: 202 },
  'GET /api/billing/config': { body: null, response: BillingConfigResponse },
  'POST /api/billing/test-mode/plan': { body: TestModePlanBody, response: TestModePlanResponse },
  'POST /api/onboarding/complete': { body: OnboardingCompleteBody, response: OnboardingCompleteResponse },
  'GET /api/brand-data': { body: null, response: BrandDataResponse },
  'GET /api/brand-data/:brandId': { body: null, response: BrandDataResponse },
  'POST /api/brand-data': { body: SaveBrandDataBody, forms: [WrappedBrandSave, TopLevelBrandSave], response: BrandDataResponse },
  'GET /api/user-brands': { body: null, response: UserBrandsResponse },
  'POST /api/user-brands': { body: CreateBrandBody, response: CreateBrandResponse, status: 201 },
  'GET /api/brand-setup-progress': { body: null, query: BrandSetupProgressQuery, response: BrandSetupProgressResponse },
  'POST /api/analyze-brand': { body: AnalyzeBrandBody, forms: [AnalyzeBrandSourcesBody, AnalyzeBrandSpecBody], response: AnalyzeBrandResponse },
  'POST /api/voice-score': { body: VoiceScoreBody, response: VoiceScore },
  'GET /api/news': { body: null, response: NewsResponse },
  'PUT /api/news/:id/read': { body: null, response: MarkNewsReadResponse },
  'GET /api/dashboard/stats': { body: null, query: DashboardStatsQuery, response: DashboardStats },
  'GET /api/strategies': { body: null, query: StrategiesQuery, response: StrategiesResponse },
  'POST /api/strategies/create-from-template': { body: CreateFromTemplateBody, response: CreateFromTemplateResponse, status: 201 },
  'GET /api/strategies/:id/details': { body: null, response: StrategyDetailsResponse },
  'PATCH /api/strategies/:id': { body: UpdateStrategyBody, response: StrategyResponse },
  'PATCH /api/strategies/:id/status': { body: UpdateStrategyStatusBody, response: StrategyResponse },
  'DELETE /api/strategies/:id': { body: null, response: DeleteStrategyResponse },
  'GET /api/recent-strategy-creation': { body: null, response: RecentStrategyCreationResponse },
  'GET /api/strategy-templates': { body: null, response: StrategyTemplatesResponse },
  'PATCH /api/key-results/:id': { body: UpdateKeyResultBody, response: KeyResultResponse },
  // Without `view` the spec's whole list; with view=list a page of it.
  'GET /api/tasks': { body: null, query: TasksQuery, response: lazySchema(() => z.union([TaskListPage, TasksResponse])) },
  'GET /api/tasks/by-tag/:tag': { body: null, query: TasksByTagQuery, response: TasksResponse },
  'GET /api/tasks/:id': { body: null, response: Task },
  'PATCH /api/tasks/:id/status': { body: UpdateTaskStatusBody, response: Task },
  'PATCH /api/tasks/:id': { body: RescheduleTaskBody, response: RescheduleTaskResponse },
  'GET /api/calendar/feed': { body: null, response: CalendarFeedResponse },
  'POST /api/calendar/feed/rotate': { body: null, response: CalendarFeedResponse },
  'POST /api/tasks/:id/execute': { body: ExecuteTaskBody, response: ExecuteTaskResponse },
  'GET /api/tasks/:id/execution': { body: null, response: TaskExecutionResponse },
  'GET /api/platforms': { body: null, response: PlatformsResponse },
  'GET /api/formats': { body: null, query: FormatsQuery, response: FormatsResponse },
  'GET /api/files': { body: null, query: FilesQuery, response: FilesResponse },
  'POST /api/files/new': { body: NewFileBody, response: FileResponse, status: 201 },
  'GET /api/files/:id': { body: null, response: FileResponse },
  'GET /api/files/:id/versions': { body: null, response: FileVersionsResponse },
  'POST /api/files/:id/copy': { body: null, response: FileResponse, status: 201 },
  'PATCH /api/files/:id/save-approved': { body: SaveApprovedBody, response: FileResponse },
  'DELETE /api/files/:id': { body: null, response: DeleteFileResponse },
  'POST /api/mindstudio/execute-writing': { body: ExecuteWritingBody, response: ExecuteWritingResponse },
  'GET /api/mindstudio/workers': { body: null, response: WritingWorkersResponse },
  'GET /api/mindstudio/usage': { body: null, response: ContentUsageResponse },
  'GET /api/ai/models': { body: null, response: AiModelsResponse },
  'PUT /api/ai/model': { body: SelectAiModelBody, response: AiModelsResponse },
  'POST /api/voice-rewrite': { body: VoiceRewriteBody, response: VoiceRewriteResponse },
  'GET /api/ai-activity': { body: null, response: AiActivityResponse },
} as const satisfies Record<`${ApiMethod} /api/${string}`, ApiCallShape>;

export type ApiCallKey = keyof typeof API_CALLS;
/** The JSON a successful answer to `K` carries (what a handler in a test fake may give). */
export type ApiAnswer<K extends ApiCallKey> = (typeof API_CALLS)[K]['response'] extends z.ZodType ? z.input<(typeof API_CALLS)[K]['response']> : never;

export interface ApiCall extends ApiCallShape {
  method: ApiMethod;
  /** Path template with `:param` segments. */
  path: string;
}

export interface ApiWriteCall extends ApiCall {
  method: WriteMethod;
}

/** The table as a list, each call with its method and path template. */
export const API_CALL_LIST: readonly ApiCall[] = Object.entries(API_CALLS).map(([key, shape]) => {
  const [method, path] = key.split(' ') as [ApiMethod, string];
  return { method, path, ...(shape as ApiCallShape) };
});

/** Every call under /api that writes: what the hostile-input property test covers. */
export const API_WRITE_CALLS: readonly ApiWriteCall[] = API_CALL_LIST.filter((call): call is ApiWriteCall => call.method !== 'GET');
