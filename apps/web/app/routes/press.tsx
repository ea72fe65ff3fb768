import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadPressData } from '../features/press/press.queries.ts';
import { PRESS_TAB_IDS, PressTabs } from '../features/press/press-tabs.tsx';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/press';

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('tab');
  const initial = PRESS_TAB_IDS.find((id) => id === asked) ?? 'company';
  const press = await loadPressData(context.get(apiContext));
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { press, initial, publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (kept 10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Press',
    description:
      'About Good Food Jobs for journalists: the company, the co-founders, articles and downloads.',
    path: '/press',
  });

export default function PressPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page">
      <PageHeading
        eyebrow="For journalists"
        title="Press"
        lede={
          <>
            Writing about work in food?{' '}
            <a href="/contact" data-contact-form="">
              Get in touch
            </a>{' '}
            and choose Press Inquiries.
          </>
        }
      />
      <PressTabs key={loaderData.initial} data={loaderData.press} initial={loaderData.initial} />
    </Container>
  );
}
