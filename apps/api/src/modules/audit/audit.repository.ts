import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { type AuditEntryRow, auditEntries } from './audit.table.ts';

export interface AuditInput {
  /** The staff member; null for the system's own changes (expiry, a trusted poster's approval). */
  actorId: number | null;
  action: string;
  entityType: string;
  entityId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** An action's name from its entity's type, as the audited operations name theirs: `BlogPost`, `update` → `blog_post.update`. */
export function auditAction(entityType: string, verb: string): string {
  return `${entityType.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase()}.${verb}`;
}

/**
 * Records an operation (or several) in the audit log. Call it inside the transaction that makes the change,
 * so the log holds exactly what happened: a change rolled back leaves no entry.
 */
export async function recordAudit(db: DbExecutor, input: AuditInput | readonly AuditInput[]): Promise<void> {
  const inputs = Array.isArray(input) ? input : [input as AuditInput];
  if (inputs.length === 0) return;
  // Many entries (a scheduled run's) go in one statement: one round trip inside the transaction.
  await db.insert(auditEntries).values(
    inputs.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

export interface AuditFilters {
  entityType?: string;
  entityId?: number;
  actorId?: number;
  action?: string;
}

export type AuditEntryWithActor = AuditEntryRow & { actorEmail: string | null };

/** Newest first. */
export async function listAuditEntries(
  db: DbExecutor,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<{ rows: AuditEntryWithActor[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditEntries.entityType, filters.entityType));
  if (filters.entityId !== undefined) conditions.push(eq(auditEntries.entityId, filters.entityId));
  if (filters.actorId !== undefined) conditions.push(eq(auditEntries.actorId, filters.actorId));
  if (filters.action) conditions.push(eq(auditEntries.action, filters.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditEntries, actorEmail: users.email })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(where)
    .orderBy(desc(auditEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditEntries).where(where);
  return { rows: rows.map((r) => ({ ...r.entry, actorEmail: r.actorEmail })), total: Number(total?.n ?? 0) };
}

export async function findAuditEntry(db: DbExecutor, id: number): Promise<AuditEntryWithActor | undefined> {
  const [row] = await db
    .select({ entry: auditEntries, actorEmail: users.email })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(eq(auditEntries.id, id));
  return row ? { ...row.entry, actorEmail: row.actorEmail } : undefined;
}
