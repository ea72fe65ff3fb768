import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { parseId } from '../../http/iri.ts';
import { runJobAlertDigest } from '../job-alerts/job-alerts.service.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { drainOutbox } from '../mail/mail.service.ts';
import { expireListings, sendExpiryReminders } from '../moderation/lifecycle.service.ts';

const JOB_COPY_DAYS = 30;

/**
 * Local-mode tools beside the dev mailbox (product decisions: Email), for trying the job alerts
 * without waiting for 7:00 and for the browser tests: run the daily digest now, publish a copy of
 * a job as a new listing, and end a live listing now. Registered only in `local` mode, like
 * /dev/mailbox.
 */
export async function registerDevToolsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dev/job-alerts/run', async () => {
    const result = await runJobAlertDigest(app);
    await drainOutbox(app);
    return result;
  });

  // The listing lifecycle now (decision 036); `reminders_at` sends the reminders as if it were
  // that time, so a browser test can receive a reminder for a listing that expires in 30 days.
  app.post<{ Body: { reminders_at?: unknown } | null }>('/dev/listing-lifecycle/run', async (request) => {
    const at =
      typeof request.body?.reminders_at === 'string' ? new Date(request.body.reminders_at) : new Date();
    if (Number.isNaN(at.getTime())) throw new BadRequestError('reminders_at is not a date.');
    const expired = await expireListings(app.db);
    const reminded = await sendExpiryReminders(app, at);
    await drainOutbox(app);
    return { expired: expired.length, reminded };
  });

  // A live listing's 30 days end now, and the lifecycle run marks it expired as it would in ten
  // minutes (decision 036): the browser tests' expired listing, to post again (decision 061).
  app.post<{ Params: { id: string } }>('/dev/jobs/:id/expiry', async (request) => {
    const id = parseId(request.params.id);
    if (id === undefined) throw new NotFoundError();
    const ended = await app.db
      .update(jobs)
      .set({ dateExpire: sql`now() - interval '1 minute'` })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['approved', 'filled'])))
      .returning({ id: jobs.id });
    if (ended.length === 0) throw new NotFoundError();
    const expired = await expireListings(app.db);
    return { id, expired: expired.includes(id) };
  });

  app.post<{ Params: { id: string }; Body: { position?: unknown } | null }>(
    '/dev/jobs/:id/copies',
    async (request, reply) => {
      const sourceId = parseId(request.params.id);
      const position =
        typeof request.body?.position === 'string' ? request.body.position.slice(0, 200) : undefined;
      if (sourceId === undefined) throw new NotFoundError();
      // Every stored column except the key and the generated ones: names from the catalogue.
      const columns = await queryRows<{ column_name: string }>(
        app.db,
        sql`SELECT column_name FROM information_schema.columns
          WHERE table_name = 'jobs' AND table_schema = current_schema()
            AND column_name <> 'id' AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
      );
      const overrides: Record<string, ReturnType<typeof sql>> = {
        status: sql`'approved'`,
        date_added: sql`now()`,
        date_expire: sql`now() + make_interval(days => ${JOB_COPY_DAYS})`,
        deadline: sql`NULL`,
        ...(position ? { position: sql`${position}` } : {}),
      };
      const names = columns.map((c) => c.column_name).filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
      const list = sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      );
      const values = sql.join(
        names.map((name) => overrides[name] ?? sql.identifier(name)),
        sql`, `,
      );
      const [row] = await queryRows<{ id: number; slug: string }>(
        app.db,
        sql`INSERT INTO jobs (${list}) SELECT ${values} FROM jobs WHERE id = ${sourceId} RETURNING id, slug`,
      );
      if (!row) throw new NotFoundError();
      reply.code(201);
      return { id: Number(row.id), url: `/jobs/${row.id}/${row.slug}` };
    },
  );
}
