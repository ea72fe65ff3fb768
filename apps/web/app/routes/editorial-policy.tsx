import { Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { loadSections } from '../features/site-pages/site-pages.queries.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/editorial-policy';

export async function loader({ context }: Route.LoaderArgs) {
  const sections = await loadSections(context.get(apiContext), ['editorial-policy']);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { pages: sections['editorial-policy'] ?? [], publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Editorial policy',
    description: 'How we review listings and what we publish: pay, honesty and the stories we tell.',
    path: '/fine-print/editoriual-policy',
  });

/** /fine-print/editoriual-policy (content 2: spelled so). */
export default function EditorialPolicyPage({ loaderData }: Route.ComponentProps) {
  const [first, ...rest] = loaderData.pages;
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading eyebrow="The fine print" title={first?.title ?? 'Editorial policy'} />
      {first ? <RichHtml html={first.content} /> : <p>Our editorial policy is being written.</p>}
      {rest.map((page) => (
        <section key={page.id} aria-labelledby={`policy-${page.id}`}>
          <h2 id={`policy-${page.id}`}>{page.title}</h2>
          <RichHtml html={page.content} />
        </section>
      ))}
      <p>
        <Link to="/fine-print">Terms &amp; privacy</Link>
      </p>
    </Container>
  );
}
