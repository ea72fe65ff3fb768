import { z } from 'zod';
import { iriSchema } from './hydra.ts';
import { jobSchema } from './jobs.ts';

/** A company page (beyond the spec): kept from the poster's company details. */
export const companySchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('Company'),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  website: z.string().optional(),
  description: z.string().optional(),
  url: z.string(),
  /** Listings on show now (approved or filled). */
  open_jobs_count: z.number().int().min(0),
});
export type Company = z.infer<typeof companySchema>;

/** A company with its open listings, for its page. */
export const companyPageSchema = companySchema.extend({ jobs: z.array(jobSchema) });
export type CompanyPage = z.infer<typeof companyPageSchema>;
