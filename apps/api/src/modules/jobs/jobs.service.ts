import { JOB_STATUSES, type JobStatus } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../http/pagination.ts';
import { GUEST, type JobViewer } from './job-viewer.ts';
import { authorizeJob, canReadJob } from './jobs.policy.ts';
import { type DateBounds, findJobById, listJobs } from './jobs.repository.ts';
import type { JobRow } from './jobs.table.ts';

/** Whether `viewer` may open this job by its link (jobs.policy.ts). */
export function canViewJob(job: Pick<JobRow, 'status' | 'ownerId'>, viewer: JobViewer = GUEST): boolean {
  return canReadJob(viewer, job);
}

/** A job the viewer may see, else 404 (never 403: a hidden job does not exist for them). */
export async function getVisibleJob(db: Db, id: number, viewer: JobViewer = GUEST): Promise<JobRow> {
  const job = await findJobById(db, id);
  authorizeJob(viewer, 'read', job);
  return job as JobRow;
}

export interface JobListFilters {
  /** `status[]`: honoured for staff and for a poster's own list; guests always get approved jobs. */
  statuses?: string[];
  /** `user=`: whose listings. The caller's own (or anyone's, for staff) come in every status. */
  ownerId?: number;
  /** `company=`: the listings of one company page. */
  companyId?: number;
  dateExpire?: DateBounds;
  /** Back office (issue 15): by kind of listing and publication date. */
  postTypeId?: number;
  dateAdded?: DateBounds;
  order?: 'asc' | 'desc';
  /** `order[submitted_at]`: the moderation queue, oldest submission first. */
  orderBySubmission?: boolean;
}

const OWN_LIST_STATUSES = JOB_STATUSES.filter((s) => s !== 'deleted');

/** Which statuses a list may show this viewer (decision 032: the dashboard's own list). */
function statusesFor(
  filters: JobListFilters,
  viewer: JobViewer,
): { statuses: readonly JobStatus[]; isOwnList: boolean } {
  const requested = (filters.statuses ?? []).filter((s): s is JobStatus =>
    (JOB_STATUSES as readonly string[]).includes(s),
  );
  const isOwnList =
    filters.ownerId !== undefined &&
    (viewer.isStaff || (viewer.userId !== null && viewer.userId === filters.ownerId));
  if (viewer.isStaff)
    return {
      statuses: requested.length > 0 ? requested : isOwnList ? OWN_LIST_STATUSES : ['approved'],
      isOwnList,
    };
  if (isOwnList) {
    // A deleted listing is gone for its owner, here as on its own page.
    const own = requested.filter((s) => s !== 'deleted');
    return { statuses: requested.length > 0 ? own : OWN_LIST_STATUSES, isOwnList };
  }
  return { statuses: ['approved'], isOwnList };
}

export async function listVisibleJobs(
  db: Db,
  filters: JobListFilters,
  paging: PageRequest,
  viewer: JobViewer = GUEST,
) {
  const { statuses, isOwnList } = statusesFor(filters, viewer);
  if (statuses.length === 0) return { rows: [], total: 0 };
  return listJobs(db, {
    statuses,
    ownerId: filters.ownerId,
    companyId: filters.companyId,
    dateExpire: filters.dateExpire,
    postTypeId: filters.postTypeId,
    dateAdded: filters.dateAdded,
    orderBy: filters.orderBySubmission ? 'submitted' : isOwnList ? 'activity' : 'published',
    order: filters.order ?? 'desc',
    limit: paging.pageSize,
    offset: paging.offset,
  });
}
