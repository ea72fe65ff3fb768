import { JobCard } from './job-card.tsx';
import type { JobCardData } from './job-card-data.ts';

/** Popular jobs across all locations (home). The carousel wraps this list later. */
export function PopularJobs({ jobs }: { jobs: JobCardData[] }) {
  if (jobs.length === 0) {
    return <p className="popular-jobs__empty">New listings are on their way. Check back soon.</p>;
  }
  return (
    <ul className="popular-jobs" aria-label="Popular jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
