import type { FastifyInstance } from 'fastify';
import { registerApiHttp, registerHttpRoot } from './http/register-http.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerDevToolsRoutes } from './modules/dev-tools/dev-tools.routes.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeWidgetsRoutes } from './modules/home-widgets/home-widgets.routes.ts';
import { jobViewsRoutes } from './modules/job-views/job-views.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.tsx';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { userCountersRoutes } from './modules/user-counters/user-counters.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/**
 * The visible plugin order (conventions 2): external, cross-cutting, then one line per domain
 * module. Add a module by adding its line here; nothing is autoloaded.
 */
export async function registerApi(
  app: FastifyInstance,
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await registerHttpRoot(app);
  await app.register(
    async (api) => {
      await registerApiHttp(api);
      // Resolves request.viewer from the access token for every module below.
      await api.register(registerAuth);
      // Domain modules, one line each.
      await api.register(healthRoutes);
      await api.register(lookupsRoutes);
      await api.register(geoRoutes);
      await api.register(jobsRoutes);
      await api.register(searchRoutes);
      await api.register(jobViewsRoutes);
      await api.register(homeWidgetsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(userCountersRoutes);
      await api.register(followsRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(sharingRoutes);
      await api.register(applicationsRoutes);
      // Test-only routes go last, inside the same scope (error handling, headers).
      if (extraApiRoutes) await api.register(async (scope) => extraApiRoutes(scope));
    },
    { prefix: '/api' },
  );
  // The dev mailbox exists only in local mode (product decisions: Email).
  if (app.config.mode === 'local') await app.register(registerMailboxRoutes);
  if (app.config.mode === 'local') await app.register(registerDevToolsRoutes);
}
