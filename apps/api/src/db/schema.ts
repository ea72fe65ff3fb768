// The one schema index drizzle-kit reads; each domain owns its tables in its module folder.

export * from '../modules/applications/applications.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/follows/follows.table.ts';
export * from '../modules/home-widgets/home-widgets.table.ts';
export * from '../modules/job-alerts/job-alerts.table.ts';
export * from '../modules/job-views/job-views.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/lookups/lookups.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/saved-searches/saved-searches.table.ts';
export * from '../modules/search/search.table.ts';
export * from '../modules/sharing/sharing.table.ts';
export * from '../modules/user-counters/user-counters.table.ts';
export * from '../modules/users/users.table.ts';
