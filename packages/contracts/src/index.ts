// Shared by the API (validation, OpenAPI) and the web app (forms, response parsing).
export * from './hydra.ts';
export * from './job-display.ts';
export * from './jobs.ts';
export * from './lookups.ts';
