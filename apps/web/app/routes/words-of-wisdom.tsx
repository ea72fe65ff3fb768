import { WORDS_OF_WISDOM } from '@gfj/contracts/content-text';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { WisdomGrid } from '../features/words-of-wisdom/wisdom-grid.tsx';
import { loadWisdomPage } from '../features/words-of-wisdom/words-of-wisdom.queries.ts';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { throwIfPastLastPage } from '../lib/list-page.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/words-of-wisdom';

export async function loader({ request, context }: Route.LoaderArgs) {
  const value = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(value) && value > 1 && value < 10_000 ? value : 1;
  const wisdom = await loadWisdomPage(context.get(apiContext), page);
  throwIfPastLastPage(page, wisdom?.cards.length);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { wisdom, publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (kept 10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: WORDS_OF_WISDOM.heading,
    description: 'Short lessons from farmers, cooks, bakers and makers about work, food and life.',
    path: '/words-of-wisdom',
  });

export default function WordsOfWisdomPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page">
      <PageHeading
        title={WORDS_OF_WISDOM.heading}
        lede="What the people who feed us have learned along the way."
      />
      {loaderData.wisdom ? (
        <WisdomGrid initial={loaderData.wisdom} />
      ) : (
        <Alert tone="danger">Words of wisdom could not be loaded.</Alert>
      )}
    </Container>
  );
}
