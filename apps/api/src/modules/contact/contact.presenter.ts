import type { contactMessageSchema } from '@gfj/contracts';
import type { z } from 'zod';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { ContactMessageRow } from './contact.repository.ts';

export function presentContactMessage(row: ContactMessageRow) {
  return contentMember('ContactMessage', iriOf('contact-messages', row.id), {
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    description: row.description,
    user: row.userId === null ? null : iriOf('users', row.userId),
    status: row.status,
    date_added: formatDateTime(row.dateAdded),
  }) satisfies z.infer<typeof contactMessageSchema>;
}
