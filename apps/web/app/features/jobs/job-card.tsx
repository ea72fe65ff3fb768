// Client code imports contracts by subpath so the browser bundle does not pull in zod.
import { truncateTitle } from '@gfj/contracts/job-display';
import { Briefcase, CircleDollarSign, MapPin } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import type { JobCardData } from './job-card-data.ts';
import { describeJobPay, describeJobPlace, jobPath } from './job-facts.ts';
import { JobLabelBadge } from './job-label-badge.tsx';

/** What a search result's link carries to the job page: the search to go back to. */
export interface FromSearchState {
  fromSearch: string;
}

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
          <Icon icon={MapPin} aria-hidden="true" size={16} />
          <span className="visually-hidden">Location: </span>
          {describeJobPlace(job)}
        </li>
        {job.type ? (
          <li>
            <Icon icon={Briefcase} aria-hidden="true" size={16} />
            <span className="visually-hidden">Type: </span>
            {job.type}
          </li>
        ) : null}
        {pay ? (
          <li>
            <Icon icon={CircleDollarSign} aria-hidden="true" size={16} />
            <span className="visually-hidden">Pay: </span>
            {pay}
          </li>
        ) : null}
      </ul>
    </article>
  );
}
