import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every process (decision 021): one fixed window per key, for the
 * per-IP route limits (@fastify/rate-limit's store) and the per-email limits (KeyLimiter). Rows
 * whose window ended are removed by the housekeeping schedule.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
