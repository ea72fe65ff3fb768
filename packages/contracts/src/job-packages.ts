import { z } from 'zod';
import { iriSchema } from './hydra.ts';
import { dateTimeSchema } from './jobs.ts';

/** Job package catalogue (core 3): a number of listings sold together. */
export const JOB_PACKAGE_STATUSES = ['active', 'inactive'] as const;
export const USER_JOB_PACKAGE_STATUSES = ['inactive', 'active', 'deleted'] as const;

/** Page sizes of the spec's calls (core 7, 9): packages shown 3, user packages 8. */
export const JOB_PACKAGES_PAGE_SIZE = 3;
export const USER_JOB_PACKAGES_PAGE_SIZE = 8;
/** A package is valid 12 months from purchase (product-decisions: Money). */
export const JOB_PACKAGE_VALID_MONTHS = 12;

export const jobPackageSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('JobPackage'),
  id: z.number().int(),
  name: z.string(),
  jobs_count: z.number().int().min(1),
  job_price: z.number().int().min(0),
  price: z.number().int().min(0),
  status: z.enum(JOB_PACKAGE_STATUSES),
});
export type JobPackage = z.infer<typeof jobPackageSchema>;

/** A package a user bought (core 3: UserJobPackage); `package` is embedded with its name. */
export const userJobPackageSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('UserJobPackage'),
  id: z.number().int(),
  user: iriSchema,
  package: z.object({
    '@id': iriSchema,
    '@type': z.literal('JobPackage'),
    id: z.number().int(),
    name: z.string(),
  }),
  /** The order line that paid for it (commerce, issue 16); absent for packages given by staff. */
  order_item: z
    .object({
      id: z.number().int(),
      order: z.object({ id: z.number().int() }).optional(),
      /** Refunded by staff: the package's unused credits were withdrawn. */
      refunded: z.boolean().optional(),
    })
    .optional(),
  status: z.enum(USER_JOB_PACKAGE_STATUSES),
  date_added: dateTimeSchema,
  date_expire: dateTimeSchema,
  jobs_used_count: z.number().int().min(0),
  jobs_remaining_count: z.number().int().min(0),
  expired: z.boolean(),
});
export type UserJobPackage = z.infer<typeof userJobPackageSchema>;
