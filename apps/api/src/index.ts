// The API package's public surface: the web server imports only from here.
export { type BuildApiOptions, buildApi } from './app.ts';
export {
  type Config,
  ConfigError,
  type ErrorReportingConfig,
  loadConfig,
  repoRoot,
  startupWarnings,
} from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { DataDirInUseError } from './db/data-dir-lock.ts';
export { type PrepareOptions, type PrepareResult, prepareDatabase } from './db/prepare.ts';
export {
  buildDemoJobs,
  DEMO_JOB_COUNT,
  DEMO_SEED,
  seedDemoContent,
} from './db/seed/demo.ts';
export { DEMO_PASSWORD, DEMO_POSTER, DEMO_SEEKER, DEMO_STAFF } from './db/seed/demo-users.ts';
export { LARGE_SEED, seedLargeDataSet } from './db/seed/large.ts';
export type { ClientErrorPage } from './http/client-errors.ts';
export {
  canAccessUser,
  getSignedInViewer,
  requireConfirmedUser,
  requireStaff,
  requireUser,
  type Viewer,
} from './modules/auth/auth.plugin.ts';
export { ACCESS_COOKIE, REFRESH_COOKIE } from './modules/auth/session.service.ts';
export { followedAmong } from './modules/follows/follows.service.ts';
export { seedHomeWidgets } from './modules/home-widgets/home-widgets.seed.ts';
export { runJobAlertDigest } from './modules/job-alerts/job-alerts.service.ts';
export { recordJobView } from './modules/job-views/job-views.service.ts';
export { newVisitorCookie } from './modules/job-views/job-views.visitor.ts';
export { JOB_VIEWS_RATE_LIMIT, type PageVisits } from './modules/job-views/page-visits.ts';
export { enqueueMail } from './modules/mail/mail.service.ts';
export { defineMailTemplate, type MailTemplate } from './modules/mail/templates/define-template.ts';
export { signUnsubscribeToken } from './modules/saved-searches/unsubscribe-token.ts';
export type { ListingChangeEvent, ListingChanges } from './modules/search/listing-changes.ts';
export {
  invalidateSearchSuggestions,
  refreshSearchSuggestions,
} from './modules/search/search.autocomplete.ts';
export {
  buildKeywordMatchQuery,
  buildListedJobsQuery,
  type IndexEvent,
  type SearchEngine,
} from './modules/search/search.engine.ts';
export {
  buildJobSearchCountQuery,
  buildJobSearchQuery,
  searchPageWindow,
} from './modules/search/search.sql.ts';
export { adjustUserCounter } from './modules/user-counters/user-counters.repository.ts';
export {
  type ErrorContext,
  reportError,
  startErrorReporting,
  stopErrorReporting,
} from './observability/error-reporting.ts';
export { currentRequestId } from './observability/request-context.ts';
export { CSRF_COOKIE, issueCsrfToken, verifyCsrf } from './security/csrf.ts';
export { drainOutbox, registerSchedule, startWorker } from './worker/index.ts';
export type { ScheduleEvent, ScheduleEvents } from './worker/scheduler.ts';
