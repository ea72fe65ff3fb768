import { FINE_PRINT_TABS } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { FinePrintTabs } from '../features/site-pages/fine-print-tabs.tsx';
import { loadSections } from '../features/site-pages/site-pages.queries.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/fine-print';

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('tab');
  const initial = FINE_PRINT_TABS.find((tab) => tab.section === asked)?.section ?? 'terms';
  const sections = await loadSections(context.get(apiContext), ['terms', 'privacy']);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { sections, initial, publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Terms & privacy',
    description: 'The terms of using Good Food Jobs and how we handle your data.',
    path: '/fine-print',
  });

/** /fine-print (core 2): the fine-print widget. */
export default function FinePrintPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page">
      <PageHeading
        eyebrow="The fine print"
        title="Terms & privacy"
        lede={
          <>
            Plain words about how the site works. See also our{' '}
            <Link to="/fine-print/editoriual-policy">editorial policy</Link>.
          </>
        }
      />
      <FinePrintTabs key={loaderData.initial} sections={loaderData.sections} initial={loaderData.initial} />
    </Container>
  );
}
