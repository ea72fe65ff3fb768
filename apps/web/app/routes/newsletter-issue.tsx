import { formatNewsletterDate } from '@gfj/contracts/content-text';
import { data, Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { loadIssue } from '../features/newsletter/newsletter.queries.ts';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/newsletter-issue';

export async function loader({ params, context }: Route.LoaderArgs) {
  const issue = await loadIssue(context.get(apiContext), params.slug);
  if (!issue) throw data(null, { status: 404 });
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { issue, publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? contentPageMeta(loaderData, {
        title: loaderData.issue.title,
        description: `The Good Food Jobs newsletter of ${loaderData.issue.date_added ? formatNewsletterDate(loaderData.issue.date_added) : ''}: jobs, stories and advice for working in good food.`,
        path: loaderData.issue.item_url,
      })
    : [];

/** One newsletter issue (content 2: each issue has its own page). */
export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  return (
    <Container className="content-page content-page--narrow">
      <p className="content-page__back">
        <Link to="/newsletter">← Newsletter archive</Link>
      </p>
      <article className="issue">
        <header className="page-heading">
          <p className="eyebrow">
            {issue.guest_post ? 'Guest Writer · ' : ''}
            {issue.date_added ? (
              <time dateTime={issue.date_added}>{formatNewsletterDate(issue.date_added)}</time>
            ) : null}
          </p>
          <h1 className="page-heading__title">{issue.title}</h1>
        </header>
        {issue.img_link ? (
          <img src={issue.img_link} alt="" className="issue__image" width={1200} height={675} />
        ) : null}
        <RichHtml html={issue.content} />
      </article>
      <NewsletterSignup variant="page" />
    </Container>
  );
}
