import type { AuditEntry } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { AuditEntryWithActor } from './audit.repository.ts';

/** Entity types whose entries link to the entity's own resource. */
const ENTITY_COLLECTIONS: Record<string, string> = { Job: 'jobs', User: 'users' };

export function presentAuditEntry(row: AuditEntryWithActor) {
  const collection = ENTITY_COLLECTIONS[row.entityType];
  return buildMember('AuditEntry', iriOf('audit-entries', row.id), {
    id: row.id,
    actor: row.actorId === null ? null : iriOf('users', row.actorId),
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity: collection ? iriOf(collection, row.entityId) : null,
    before: row.before,
    after: row.after,
    created_at: formatDateTime(row.createdAt),
  }) satisfies AuditEntry;
}
