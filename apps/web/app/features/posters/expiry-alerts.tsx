import { daysLeft } from '@gfj/contracts/employer-dashboard';
import type { Job } from '@gfj/contracts/jobs';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { titleOf } from './listings-table.tsx';

/** "expires today" on the last day, else "expires in N days". */
function whenText(job: Job, now: Date): string {
  const left = daysLeft(job.date_expire, now) ?? 0;
  return left <= 1 ? 'expires today' : `expires in ${left} days`;
}

/** The banners for listings expiring within 8 days (content 2, 7). */
export function ExpiryAlerts({ jobs, now }: { jobs: Job[]; now: Date }) {
  if (jobs.length === 0) return null;
  return (
    <section className="posters-alerts" aria-label="Listings about to expire">
      {jobs.map((job) => (
        <Alert key={job.id} tone="info">
          Your listing <Link to={job.item_url}>{titleOf(job)}</Link> {whenText(job, now)}.
        </Alert>
      ))}
    </section>
  );
}
