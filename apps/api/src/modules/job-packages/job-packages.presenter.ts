import type { JobPackage, UserJobPackage } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { UserJobPackageWithName } from './job-packages.repository.ts';
import type { JobPackageRow } from './job-packages.table.ts';

export function presentJobPackage(row: JobPackageRow) {
  return buildMember('JobPackage', iriOf('job-packages', row.id), {
    id: row.id,
    name: row.name,
    jobs_count: row.jobsCount,
    job_price: row.jobPriceCents,
    price: row.priceCents,
    status: row.status as JobPackage['status'],
  }) satisfies JobPackage;
}

export function presentUserJobPackage(row: UserJobPackageWithName, now: Date = new Date()) {
  return buildMember('UserJobPackage', iriOf('user-job-packages', row.id), {
    id: row.id,
    user: iriOf('users', row.userId),
    package: {
      '@id': iriOf('job-packages', row.jobPackageId),
      '@type': 'JobPackage' as const,
      id: row.jobPackageId,
      name: row.packageName,
    },
    order_item:
      row.orderItemId === null
        ? null
        : {
            id: row.orderItemId,
            ...(row.orderId ? { order: { id: row.orderId } } : {}),
            refunded: row.refunded === true,
          },
    status: row.status as UserJobPackage['status'],
    date_added: formatDateTime(row.dateAdded),
    date_expire: formatDateTime(row.dateExpire),
    jobs_used_count: row.jobsUsedCount,
    jobs_remaining_count: row.jobsRemainingCount,
    expired: row.dateExpire.getTime() <= now.getTime(),
  }) satisfies UserJobPackage;
}
