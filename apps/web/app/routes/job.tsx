import { data, redirect } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { toggleFavoriteFromForm } from '../features/job-actions/favorite-action.server.ts';
import { recordJobView } from '../features/job-actions/record-job-view.server.ts';
import { JobDetails } from '../features/jobs/job-details.tsx';
import { jobPath } from '../features/jobs/job-facts.ts';
import { buildListingJsonLd, serializeJsonLd } from '../features/jobs/job-posting-json-ld.ts';
import { fetchJob } from '../features/jobs/jobs.queries.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import { buildPageMeta } from '../lib/share-meta.ts';
import type { Route } from './+types/job';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await fetchJob(context.get(apiContext), id);
  // A body that fails the contract counts as no data (conventions 5): the visitor sees "not found".
  if (!result.ok) throw data(null, { status: result.status >= 500 ? 500 : 404 });
  const job = result.data;
  const path = jobPath(job);
  if (params.slug !== job.slug) throw redirect(`${path}${new URL(request.url).search}`, 301);
  await recordJobView(context.get(apiContext), job.id, request.url);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  // The same for every guest; each copy served from the page cache counts its view too.
  allowGuestPageCache({ countsViewOf: job.id });
  const canonicalUrl = `${publicUrl}${path}`;
  const now = new Date();
  return {
    job,
    canonicalUrl,
    publicUrl,
    now: now.toISOString(),
    jsonLd: serializeJsonLd(buildListingJsonLd(job, { url: canonicalUrl, siteUrl: publicUrl, now })),
  };
}

/** The favorite heart's form, posted without JavaScript (favorite-action.server.ts). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return toggleFavoriteFromForm(request, context, id);
}

function describe(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Job not found | Good Food Jobs' }];
  const { job, canonicalUrl, publicUrl } = loaderData;
  const title = `${job.position} at ${job.company_name}`;
  const description = describe(job.description_preview || `${title}. ${job.location_name}.`);
  return buildPageMeta({
    title: `${title} | Good Food Jobs`,
    shareTitle: title,
    description,
    url: canonicalUrl,
    publicUrl,
  });
};

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, jsonLd, now, canonicalUrl } = loaderData;
  return (
    <Container className="job-page">
      {/* A data block, never executed, so it needs no CSP nonce. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by serializeJsonLd, `<` escaped
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <JobDetails job={job} now={new Date(now)} jobUrl={canonicalUrl} />
      <p className="print-only job-page__url">{canonicalUrl}</p>
    </Container>
  );
}
