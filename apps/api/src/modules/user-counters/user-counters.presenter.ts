import type { UserCounter } from '@gfj/contracts';
import { buildItem } from '../../http/hydra.ts';
import type { UserCounterRow } from './user-counters.repository.ts';

export function presentUserCounter(userId: number, row: UserCounterRow | undefined): UserCounter {
  return buildItem('UserCounter', `/api/user-counters/${userId}`, {
    id: userId,
    jobs_follow_count: row?.jobsFollowCount ?? 0,
    companies_follow_count: row?.companiesFollowCount ?? 0,
    jobs_count: row?.jobsCount ?? 0,
    job_packages_count: row?.jobPackagesCount ?? 0,
    saved_searches_count: row?.savedSearchesCount ?? 0,
  }) satisfies UserCounter;
}
