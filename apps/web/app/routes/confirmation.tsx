import { CONTACT_TEXT, FAQ } from '@gfj/contracts/content-text';
import { data, Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadBlogPosts } from '../features/blog/blog.queries.ts';
import { BlogTeaser } from '../features/blog/blog-teaser.tsx';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/confirmation';

/** The confirmation pages (core 2): what was sent, then the blog's "Did you know..." teaser. */
const CONFIRMATIONS = {
  testimonial: {
    title: 'Thank you for sharing your story!',
    text: 'We read every testimonial before it appears on the site. Yours will be on the testimonials page once our team has approved it.',
    link: { to: '/testimonials', label: 'Read other testimonials' },
  },
  refundsuccess: {
    title: FAQ.thankYou,
    text: 'Your refund request has reached our team. We will answer by email within a few working days.',
    link: { to: '/faq', label: 'Back to the FAQ' },
  },
  contact: {
    title: CONTACT_TEXT.thanks,
    text: CONTACT_TEXT.reply,
    link: { to: '/', label: 'Back to the home page' },
  },
} as const;

type Kind = keyof typeof CONFIRMATIONS;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!(params.kind in CONFIRMATIONS)) throw data(null, { status: 404 });
  const page = await loadBlogPosts(context.get(apiContext));
  context.get(requestInfoContext).allowGuestPageCache();
  return { kind: params.kind as Kind, posts: page?.posts ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? CONFIRMATIONS[loaderData.kind].title : 'Thank you'} | Good Food Jobs` },
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const confirmation = CONFIRMATIONS[loaderData.kind];
  return (
    <Container className="content-page">
      <div className="confirmation" role="status">
        <PageHeading title={confirmation.title} lede={confirmation.text} />
        <p>
          <Link to={confirmation.link.to}>{confirmation.link.label}</Link>
        </p>
      </div>
      <BlogTeaser posts={loaderData.posts} />
    </Container>
  );
}
