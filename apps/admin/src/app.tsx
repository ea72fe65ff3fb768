import { HydraAdmin, hydraDataProvider } from '@api-platform/admin';
import { ENTRYPOINT, httpClient } from './api.ts';
import { authProvider } from './auth-provider.ts';
import { BackOfficeLayout, BackOfficeNotification } from './layout.tsx';
import { i18nProvider } from './messages.ts';
import { auditResources } from './resources/audit.tsx';
import { commerceResources } from './resources/commerce.tsx';
import { contentResources } from './resources/content.tsx';
import { listingResources, ModerationQueue } from './resources/listings.tsx';
import { ALL_STATUSES } from './resources/statuses.ts';
import { userResources } from './resources/users.tsx';
import { theme } from './theme.ts';

const base = hydraDataProvider({
  entrypoint: ENTRYPOINT,
  httpClient,
  mercure: false,
});

/** Listings come in every status unless staff pick one (the API lists approved jobs by default). */
const dataProvider = {
  ...base,
  getList: ((resource, params) =>
    base.getList(
      resource,
      resource === 'jobs' && !params.filter?.status
        ? { ...params, filter: { ...params.filter, status: ALL_STATUSES } }
        : params,
    )) as typeof base.getList,
};

/**
 * The staff back office: API Platform Admin reading /api/docs.jsonld, with screens written for
 * the board where the guessed ones are not good enough. Each area exports its <Resource>s from
 * resources/<area>.tsx; the commerce and content issues add theirs here.
 */
export function App() {
  return (
    <HydraAdmin
      entrypoint={ENTRYPOINT}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      requireAuth
      title="Good Food Jobs back office"
      theme={theme}
      darkTheme={null}
      layout={BackOfficeLayout}
      notification={BackOfficeNotification}
      dashboard={ModerationQueue}
      disableTelemetry
    >
      {listingResources}
      {userResources}
      {auditResources}
      {commerceResources}
      {contentResources}
    </HydraAdmin>
  );
}
