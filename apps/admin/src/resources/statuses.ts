/** The job statuses (core 4) as staff read them. */
export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  unapproved: 'Pending review',
  approved: 'Approved',
  filled: 'Filled',
  expired: 'Expired',
  refunded: 'Refunded',
  deleted: 'Deleted',
};

export const ALL_STATUSES = Object.keys(STATUS_LABELS);

export const STATUS_CHOICES = ALL_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] ?? id }));

export const POST_TYPE_CHOICES = [
  { id: '/api/job-post-types/1', name: 'Job' },
  { id: '/api/job-post-types/2', name: 'Business for sale' },
  { id: '/api/job-post-types/3', name: 'Education program' },
];
