// @navia/client-kit: the one copy (a Module Federation shared singleton) of everything the shell and the remotes
// must agree on: the api client, the auth state, the query cache rules, analytics and the toast queue.
import './csp/zod-without-eval';
export { ApiError, errorMessage, isApiError, parseRetryAfter } from './api/api-error';
export { apiDownload, apiFetch, refreshAccessToken, type ApiDownload, type ApiFetchOptions } from './api/api-fetch';
export {
  AUTO_RETRY_MAX_SECONDS,
  isRateLimited,
  refusedWriteText,
  retryDelaySeconds,
  sendWithRetryAfter,
  waitingToast,
  type RetryAfterOptions,
} from './api/refused-write';
export { useLatest } from './hooks/use-latest';
export { useWriteRetry } from './writes/use-write-retry';
export { LatestValueWriter, type LatestValueWriterOptions } from './writes/latest-value-writer';
export { useLatestValueWriter, EDIT_COALESCE_MS, type LatestValueWriterHandle } from './writes/use-latest-value-writer';
export { useAuthStore, getAccessToken, type AuthState, type AuthStatus } from './auth/auth-store';
export { bootstrapAuth, deleteAccount, signIn, signUp, signOut, reloadUser, switchPlanInTestMode } from './auth/auth-actions';
export { startAuthAnalytics } from './auth/auth-analytics';
export { firstVisitKey, markFirstVisit, useFirstVisit } from './auth/first-visit';
export { useActiveBrandStore, type ActiveBrand } from './brand/active-brand-store';
export { useActiveBrand, useUserBrands, userBrandsQuery, resolveActiveBrand, USER_BRANDS_QUERY_KEY, type ActiveBrandView } from './brand/use-active-brand';
export { createQueryClient, getQueryFn, type On401 } from './query/query-client';
export { STRATEGIES_QUERY_KEY, TASKS_QUERY_KEY, DASHBOARD_STATS_QUERY_KEY, TASKS_BY_TAG_QUERY_KEY } from './query/query-keys';
export {
  useBrandSetupProgress,
  fetchBrandSetupProgress,
  brandSetupProgressQueryKey,
  brandSetupProgressQuery,
  BRAND_SETUP_PROGRESS_QUERY_KEY,
  type BrandSetupProgressOptions,
} from './brand-setup/use-brand-setup-progress';
export { useBrandSetupAnalytics, reportBrandSetupProgress, brandSetupSeenComplete } from './brand-setup/brand-setup-analytics';
export { brandSetupTargets, findCurrentStep, type BrandSetupTargets } from './brand-setup/brand-setup-navigation';
export { BrandSetupBanner, preloadBrandSetupBanner } from './brand-setup/brand-setup-banner-on-demand';
export type { BrandSetupBannerProps } from './brand-setup/brand-setup-banner';
export { track, setAnalyticsProperty, getDataLayer } from './analytics/track';
export type { AnalyticsEventName, AnalyticsEvents, AnalyticsProperties, NoProps } from './analytics/analytics-events';
export { REMOTE_ROUTES_MODULE, type RemoteProps, type RemoteRoutesModule } from './remote/remote-props';
export { PRODUCT_NAME } from './ui/product';
export { naviaTheme, toastConfig } from './ui/theme';
export { NaviaConfigProvider } from './ui/navia-config-provider';
export { readCspNonce, useCspNonce } from './csp/csp-nonce';
export { useToast, type ToastInput, type ToastVariant } from './ui/use-toast';
export { useCopyToClipboard } from './ui/use-copy-to-clipboard';
export { PageLoading } from './ui/page-loading';
export { lazyNamed, OnFirstOpen } from './ui/on-demand';
export { NaviaTooltip, TOOLTIP_DELAY_MS, type NaviaTooltipProps } from './ui/navia-tooltip';
export { MOBILE_LAYOUT_QUERY, setServerMediaMatches, useMediaQuery, useMobileLayout } from './ui/use-media-query';
export { useServerRender } from './ui/use-server-render';
export { VISUALLY_HIDDEN } from './ui/visually-hidden';
export { ReadMoreText, truncateText, READ_MORE_LIMIT } from './ui/read-more-text';
export { mountStandalone } from './standalone/mount-standalone';
export { useRuntimeSettings, setRuntimeSettings } from './settings/runtime-settings';
export {
  PROCESSING_TASK_KEY,
  ProcessingRecord,
  readStoredProcessingRecord,
  hasStoredProcessingRecord,
  storeProcessingRecord,
  removeStoredProcessingRecord,
} from './processing/processing-record';
export { readDraft, writeDraft, removeDraft, latestDraft, DRAFT_MAX_AGE_MS, type StoredDraft } from './drafts/local-drafts';
export { useLocalDraft, type LocalDraft, type DraftOffer } from './drafts/use-local-draft';
export { DraftNotice } from './drafts/draft-notice';
export { OUTSIDE_NAVIA_TEXT, isWritingTask, executesOnStart } from './tasks/task-brief';
// Query definitions the shell starts for a route while the route's remote loads (see docs/architecture.md,
// "Route data"): the remotes read them through these same definitions.
export { startRouteVisit, freshThisVisit } from './query/route-visit';
export { TASKS_LOAD_ERROR, tasksQueryKey, fetchTasks, tasksQuery } from './tasks/tasks-query';
export { taskPagesQueryKey, fetchTasksPage, taskPagesQuery } from './tasks/task-pages-query';
export {
  NEWS_PATH,
  NEWS_NOT_AUTHENTICATED_ERROR,
  NEWS_LOAD_ERROR,
  newsQueryKey,
  newsErrorMessage,
  fetchNews,
  newsQuery,
} from './news/news-query';
export {
  strategiesQueryKey,
  fetchStrategies,
  strategiesQuery,
  RECENT_STRATEGY_CREATION_QUERY_KEY,
  RECENT_CREATION_POLL_MS,
  recentStrategyCreationQuery,
} from './strategies/strategies-query';
export {
  BRAND_DATA_ERROR,
  BRAND_DATA_PATH,
  BRAND_RETRIES,
  BRAND_RETRY_DELAY_MS,
  BrandDataEnvelope,
  brandDataQueryKey,
  brandDataQuery,
  type BrandDataReading,
} from './brand/brand-data-query';
export { useBrandData, type BrandDataStatus, type BrandDataView } from './brand/use-brand-data';
export {
  blankOffering,
  blankPersona,
  normalizeBrandRecord,
  type BrandRecord,
  type RealContent,
  type SocialPlatforms,
} from './brand/brand-record';
export { AI_MODELS_QUERY_KEY, FILES_QUERY_KEY, PLATFORMS_QUERY_KEY, aiModelsQuery, filesQueryKey, fetchFiles, filesQuery, platformsQuery } from './writing/writing-queries';
