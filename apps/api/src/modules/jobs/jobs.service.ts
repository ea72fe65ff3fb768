import { JOB_STATUSES, type JobStatus, PUBLIC_STATUSES } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { PageRequest } from '../../http/pagination.ts';
import { GUEST, type JobViewer } from './job-viewer.ts';
import { findJobById, listJobs } from './jobs.repository.ts';
import type { JobRow } from './jobs.table.ts';

/** Whether `viewer` may open this job by its link. */
export function canViewJob(job: Pick<JobRow, 'status' | 'ownerId'>, viewer: JobViewer = GUEST): boolean {
  if ((PUBLIC_STATUSES as readonly string[]).includes(job.status)) return true;
  if (viewer.isStaff) return true;
  // Owners keep seeing their drafts and pending jobs, but a deleted job is gone for them.
  return viewer.userId !== null && job.ownerId === viewer.userId && job.status !== 'deleted';
}

/** A job the viewer may see, else 404 (never 403: a hidden job does not exist for them). */
export async function getVisibleJob(db: Db, id: number, viewer: JobViewer = GUEST): Promise<JobRow> {
  const job = await findJobById(db, id);
  if (!job || !canViewJob(job, viewer)) throw new NotFoundError();
  return job;
}

export interface JobListFilters {
  /** `status[]`: honoured for staff only; guests always get approved jobs. */
  statuses?: string[];
  order?: 'asc' | 'desc';
}

export async function listVisibleJobs(
  db: Db,
  filters: JobListFilters,
  paging: PageRequest,
  viewer: JobViewer = GUEST,
) {
  const requested = (filters.statuses ?? []).filter((s): s is JobStatus =>
    (JOB_STATUSES as readonly string[]).includes(s),
  );
  const statuses = viewer.isStaff && requested.length > 0 ? requested : ['approved'];
  return listJobs(db, {
    statuses,
    order: filters.order ?? 'desc',
    limit: paging.pageSize,
    offset: paging.offset,
  });
}
