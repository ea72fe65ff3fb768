import { formatDate, formatPrice } from '@gfj/contracts/job-display';
import type { Job } from '@gfj/contracts/jobs';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { FavoriteHeart } from '../job-actions/favorite-heart.tsx';
import { ReadMoreDescription } from '../job-actions/read-more.tsx';
import { ShareJob } from '../job-actions/share-job.tsx';
import { BackToSearchLink } from './back-to-search-link.tsx';
import { HowToApply } from './how-to-apply.tsx';
import { describeBusinessPrice, describeJobPay, describeJobPlace, describePayDetails } from './job-facts.ts';
import { JobLabelBadge } from './job-label-badge.tsx';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="job-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Files attached to the listing, served by the API to those who may see the listing. */
function Attachments({ job }: { job: Job }) {
  if (job.attachments.length === 0) return null;
  return (
    <section aria-labelledby="job-attachments-title" className="prose">
      <h2 id="job-attachments-title">Attachments</h2>
      <ul className="job__attachments">
        {job.attachments.map((file) => (
          <li key={file.url}>
            <a href={file.url}>{file.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The job detail page body: what the JSON-LD describes, visibly (quality-bars). `isPreview` (the
 * posting form's preview) leaves out the visitor's actions: following, sharing, applying.
 */
export function JobDetails({
  job,
  now,
  jobUrl,
  isPreview = false,
}: {
  job: Job;
  now: Date;
  jobUrl: string;
  isPreview?: boolean;
}) {
  const pay = describeJobPay(job);
  const payDetails = describePayDetails(job);
  const businessPrice = describeBusinessPrice(job);
  return (
    <article className="job">
      <BackToSearchLink />
      <header className="job__header">
        <p className="job__company">
          {job.company_url ? <Link to={job.company_url}>{job.company_name}</Link> : job.company_name}
        </p>
        <div className="job__title-row">
          <h1 className="job__title">{job.position}</h1>
          {isPreview ? null : <FavoriteHeart jobId={job.id} initial={job.current_user_is_follower} />}
        </div>
        <p className="job__place">{describeJobPlace(job)}</p>
        <div className="job__badges">
          <JobLabelBadge job={job} now={now} />
          {job.type ? <Badge tone="green">{job.type}</Badge> : null}
          {job.work_remote ? <Badge>Remote</Badge> : null}
          {job.categories.map((category) => (
            <Badge key={category.id}>{category.name}</Badge>
          ))}
        </div>
      </header>

      <div className="job__layout">
        <aside className="job__aside" aria-label="Job summary">
          <div className="card job-summary">
            <dl className="job-facts">
              <Fact term="Location">{describeJobPlace(job)}</Fact>
              {job.type ? <Fact term="Type">{job.type}</Fact> : null}
              {job.categories.length > 0 ? (
                <Fact term="Categories">{job.categories.map((c) => c.name).join(', ')}</Fact>
              ) : null}
              {pay ? (
                <Fact term="Compensation">
                  {pay}
                  {payDetails ? <span className="job-facts__detail">{payDetails}</span> : null}
                </Fact>
              ) : null}
              {businessPrice ? <Fact term="Asking price">{businessPrice}</Fact> : null}
              {job.education_program_fees !== undefined ? (
                <Fact term="Program fees">{formatPrice(job.education_program_fees)}</Fact>
              ) : null}
              {job.work_visa ? <Fact term="Work visa">Sponsorship available</Fact> : null}
              {job.date_added ? <Fact term="Posted">{formatDate(job.date_added)}</Fact> : null}
              {job.deadline ? <Fact term="Deadline">{formatDate(job.deadline)}</Fact> : null}
            </dl>
            <HowToApply job={job} isPreview={isPreview} />
          </div>
          {isPreview ? null : (
            <ShareJob jobId={job.id} jobUrl={jobUrl} position={job.position} companyName={job.company_name} />
          )}
        </aside>
        <div className="job__main">
          <section aria-labelledby="job-description-title">
            <h2 id="job-description-title">About this {job.post_type.name === 'job' ? 'job' : 'listing'}</h2>
            <ReadMoreDescription html={job.description} />
          </section>
          <Attachments job={job} />
          {job.education_program_benefits ? (
            <section aria-labelledby="job-benefits-title" className="prose">
              <h2 id="job-benefits-title">What you will gain</h2>
              <p>{job.education_program_benefits}</p>
            </section>
          ) : null}
          {job.company_description ? (
            <section aria-labelledby="job-company-title" className="prose">
              <h2 id="job-company-title">About {job.company_name}</h2>
              <p>{job.company_description}</p>
              {job.company_website ? (
                <p>
                  <a href={job.company_website} rel="noopener nofollow">
                    Visit {job.company_name}’s website
                  </a>
                </p>
              ) : null}
              {job.company_url ? (
                <p>
                  <Link to={job.company_url}>More about {job.company_name} and its listings</Link>
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
