import { FOUNDED } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { loadSections } from '../features/site-pages/site-pages.queries.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  const sections = await loadSections(context.get(apiContext), ['about']);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { pages: sections.about ?? [], publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Our story',
    description: `Good Food Jobs has connected people with work in sustainable food and agriculture since ${FOUNDED.text}.`,
    path: '/about',
  });

/** /about (content 1): our story, founded in October 2010. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading
        eyebrow={`Since ${FOUNDED.text}`}
        title="Our story"
        lede={
          <>
            Good Food Jobs was founded in <time dateTime={FOUNDED.iso}>{FOUNDED.text}</time> to help people
            find work that feeds people well.
          </>
        }
      />
      {loaderData.pages.map((page) => (
        <section key={page.id} className="about-section" aria-labelledby={`about-${page.id}`}>
          <h2 id={`about-${page.id}`}>{page.title}</h2>
          {page.image ? (
            <img src={page.image} alt="" width={1200} height={675} className="about-section__image" />
          ) : null}
          <RichHtml html={page.content} />
        </section>
      ))}
      <ul className="about-links">
        <li>
          <Link to="/testimonials">What people say about us</Link>
        </li>
        <li>
          <Link to="/press">Press</Link>
        </li>
        <li>
          <Link to="/fine-print/editoriual-policy">Our editorial policy</Link>
        </li>
        <li>
          <Link to="/faq">Frequently asked questions</Link>
        </li>
      </ul>
    </Container>
  );
}
