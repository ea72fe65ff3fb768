import { data } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { buildOrganizationJsonLd, fetchCompanyPage } from '../features/companies/companies.queries.ts';
import { JobCard } from '../features/jobs/job-card.tsx';
import { JobCardIcons } from '../features/jobs/job-card-icons.tsx';
import { serializeJsonLd } from '../features/jobs/job-posting-json-ld.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import { buildPageMeta } from '../lib/share-meta.ts';
import '../features/companies/companies.css';
import type { Route } from './+types/company';

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await fetchCompanyPage(context.get(apiContext), params.slug);
  if (page === 'error') throw data(null, { status: 500 });
  if (!page) throw data(null, { status: 404 });
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  const url = `${publicUrl}${page.company.url}`;
  return {
    ...page,
    url,
    publicUrl,
    now: new Date().toISOString(),
    jsonLd: serializeJsonLd(buildOrganizationJsonLd(page.company, url)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Company not found | Good Food Jobs' }];
  const { company, url, publicUrl } = loaderData;
  const description =
    company.description?.slice(0, 160) ??
    `${company.name}: ${company.open_jobs_count} listings on Good Food Jobs.`;
  return buildPageMeta({
    title: `${company.name} | Good Food Jobs`,
    shareTitle: company.name,
    description,
    url,
    publicUrl,
  });
};

/** A company page (beyond the spec): who they are and their open listings, rendered on the server. */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, jobs, jsonLd, now } = loaderData;
  const paragraphs = (company.description ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <Container className="company-page">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by serializeJsonLd, `<` escaped
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <header className="company-page__header">
        <p className="company-page__eyebrow">Company</p>
        <h1 className="company-page__title">{company.name}</h1>
        {company.website ? (
          <p>
            <a href={company.website} rel="noopener nofollow">
              {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </p>
        ) : null}
      </header>
      {paragraphs.length > 0 ? (
        <section className="prose company-page__about" aria-labelledby="company-about">
          <h2 id="company-about">About {company.name}</h2>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="company-jobs">
        <h2 id="company-jobs">
          Open listings <span className="company-page__count">({jobs.length})</span>
        </h2>
        {jobs.length > 0 ? (
          <>
            <JobCardIcons />
            <ul className="company-page__jobs">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} now={new Date(now)} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{company.name} has no open listings right now.</p>
        )}
      </section>
    </Container>
  );
}
