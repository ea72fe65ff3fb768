// Shared by the API (validation, OpenAPI) and the web app (forms, response parsing).
export * from './accounts.ts';
export * from './hydra.ts';
export * from './job-display.ts';
export * from './jobs.ts';
export * from './lookups.ts';
export * from './reference.ts';
export * from './search-filters.ts';
export * from './search-query.ts';
export * from './seekers.ts';
