import { headerBadge } from '@gfj/contracts/employer-dashboard';
import type { Job } from '@gfj/contracts/jobs';
import { Badge } from '../../components/ui/badge.tsx';

/** The header badge (content 4): draft, expires today, expires in N days (red at 2 to 7), expired. */
export function ListingBadge({ job, now }: { job: Pick<Job, 'status' | 'date_expire'>; now: Date }) {
  const badge = headerBadge(job, now);
  if (!badge) return null;
  return <Badge tone={badge.isWarning ? 'passed' : 'neutral'}>{badge.text}</Badge>;
}
