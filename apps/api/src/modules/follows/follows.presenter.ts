import type { UserFollowJob } from '@gfj/contracts';
import { buildMember, formatDateTime, formatOptionalDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { isPastDeadline } from '../jobs/jobs.presenter.ts';
import type { FollowWithJob } from './follows.repository.ts';

/** A followed job with the fields the favourites table shows (core 3: UserFollowJob). */
export function presentFollow({ follow, job }: FollowWithJob, now = new Date()): UserFollowJob {
  return buildMember('UserFollowJob', iriOf('user-follow-jobs', follow.id), {
    id: follow.id,
    user: iriOf('users', follow.userId),
    job: buildMember('Job', iriOf('jobs', job.id), {
      id: job.id,
      position: job.position,
      company_name: job.companyName,
      date_added: formatOptionalDateTime(job.dateAdded),
      status: job.status,
      item_url: `/jobs/${job.id}/${job.slug}`,
      past_deadline: isPastDeadline(job.deadline, now),
    }),
    date_added: formatDateTime(follow.dateAdded),
  }) satisfies UserFollowJob;
}
