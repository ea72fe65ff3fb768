// The API package's public surface: the web server imports only from here.
export { buildApi, type BuildApiOptions } from './app.ts';
export { type Config, ConfigError, loadConfig, repoRoot } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { seedHomeWidgets } from './modules/home-widgets/home-widgets.seed.ts';
export { recordJobView } from './modules/job-views/job-views.service.ts';
export { buildJobSearchCountQuery, buildJobSearchQuery } from './modules/search/search.sql.ts';
