import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Schedule } from '../../worker/schedules.ts';
import { refreshTokens, userTokens } from './auth.table.ts';

/** Removes refresh tokens and emailed links that stopped working more than a week ago. */
export async function purgeExpiredTokens(db: Db): Promise<void> {
  await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now() - interval '7 days'
    OR ${refreshTokens.revokedAt} < now() - interval '7 days'`);
  await db.delete(userTokens).where(sql`${userTokens.expiresAt} < now() - interval '7 days'`);
}

export const accountsCleanupSchedule: Schedule = {
  name: 'accounts-cleanup',
  pattern: '17 3 * * *',
  run: (app: FastifyInstance) => purgeExpiredTokens(app.db),
};
