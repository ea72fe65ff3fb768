import { data } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { jsonLdText } from '../features/blog/article-json-ld.ts';
import { loadFaqTabs } from '../features/faq/faq.queries.ts';
import { buildFaqJsonLd } from '../features/faq/faq-json-ld.ts';
import { FaqTabs } from '../features/faq/faq-tabs.tsx';
import { sendRefundRequest } from '../features/faq/refund.server.ts';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/faq';

export async function loader({ context }: Route.LoaderArgs) {
  const tabs = await loadFaqTabs(context.get(apiContext));
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { tabs, publicUrl, jsonLd: jsonLdText(buildFaqJsonLd(tabs)) };
}

/** The refund request form without JavaScript posts here (decision 066). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.intent !== 'refund') throw data(null, { status: 400 });
  return sendRefundRequest(form, context);
}

/** On client navigations the page's data comes from the browser's query cache (kept 10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Frequently asked questions',
    description:
      'Answers for job seekers, job posters and everyone else: pricing, reviews, alerts, applying and refunds.',
    path: '/faq',
  });

/** /faq (content 2): three tabs of questions, deep links, FAQPage JSON-LD and the refund form. */
export default function FaqPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="content-page content-page--narrow">
      {/* A data block, never executed, so it needs no CSP nonce. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by jsonLdText, `<` escaped
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <PageHeading
        eyebrow="Help"
        title="Frequently asked questions"
        lede={
          <>
            Can’t find your answer?{' '}
            <a href="/contact" data-contact-form="">
              Write to us
            </a>
            .
          </>
        }
      />
      <FaqTabs tabs={loaderData.tabs} refund={actionData?.refund} />
    </Container>
  );
}
