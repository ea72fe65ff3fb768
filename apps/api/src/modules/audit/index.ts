// The audit log's public surface: other modules record their staff operations with recordAudit.
export { type AuditInput, auditAction, recordAudit } from './audit.repository.ts';
