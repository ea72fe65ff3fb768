// Client code imports contracts by subpath so the browser bundle does not pull in zod.
import { truncateTitle } from '@gfj/contracts/job-display';
import { Link } from 'react-router';
import { SymbolIcon } from '../../components/ui/icon-symbols.tsx';
import type { FromSearchState, JobCardData } from './job-card-data.ts';
import { describeJobPay, describeJobPlace, jobPath } from './job-facts.ts';
import { JobLabelBadge } from './job-label-badge.tsx';

/**
 * A listing card: title (cut at 38 characters), company, place, type, pay and label (brand.md).
 * `fromSearch` (the results page's query string) lets the job page link back to that search.
 */
export function JobCard({ job, now, fromSearch }: { job: JobCardData; now?: Date; fromSearch?: string }) {
  const title = truncateTitle(job.position);
  const pay = describeJobPay(job);
  return (
    <article className="job-card card">
      <div className="job-card__top">
        <p className="job-card__company">{job.company_name}</p>
        <JobLabelBadge job={job} now={now} />
      </div>
      <h3 className="job-card__title">
        <Link
          to={jobPath(job)}
          state={fromSearch === undefined ? undefined : ({ fromSearch } satisfies FromSearchState)}
          className="job-card__link"
          title={title === job.position ? undefined : job.position}
        >
          {title}
        </Link>
      </h3>
      <ul className="job-card__facts">
        <li>
          <SymbolIcon symbol="job-card-place" size={16} />
          <span className="visually-hidden">Location: </span>
          {describeJobPlace(job)}
        </li>
        {job.type ? (
          <li>
            <SymbolIcon symbol="job-card-type" size={16} />
            <span className="visually-hidden">Type: </span>
            {job.type}
          </li>
        ) : null}
        {pay ? (
          <li>
            <SymbolIcon symbol="job-card-pay" size={16} />
            <span className="visually-hidden">Pay: </span>
            {pay}
          </li>
        ) : null}
      </ul>
    </article>
  );
}
