import type {
  alumInquirySchema,
  alumSchema,
  EducationTag,
  EstablishmentItem,
  establishmentSchema,
  PublicAlumItem,
} from '@gfj/contracts';
import type { z } from 'zod';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { AlumInquiryRow, AlumRow, EducationTagRow, EstablishmentRow } from './education.repository.ts';

export interface EstablishmentRelations {
  tags: Array<{ establishmentId: number; id: number; name: string }>;
  alums: AlumRow[];
}

export function presentEducationTag(row: EducationTagRow) {
  return contentMember('EducationTag', iriOf('education-tags', row.id), {
    id: row.id,
    name: row.name,
    description: row.description,
    sort_order: row.sortOrder,
  }) satisfies EducationTag;
}

/** An establishment as the public list shows it (content 3): alums without their email. */
export function presentEstablishmentItem(
  row: EstablishmentRow,
  relations: EstablishmentRelations,
): EstablishmentItem {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    description: row.description,
    sort_order: row.sortOrder,
    alums: relations.alums
      .filter((alum) => alum.establishmentId === row.id)
      .map((alum) => ({
        id: alum.id,
        name: alum.name,
        bio: alum.bio,
        ...(alum.image ? { image: alum.image } : {}),
        contacted_counter: alum.contactedCounter,
      })),
    tags: relations.tags
      .filter((tag) => tag.establishmentId === row.id)
      .map(({ id, name }) => ({ id, name })),
  };
}

export function presentEstablishment(row: EstablishmentRow, relations: EstablishmentRelations) {
  return contentMember('Establishment', iriOf('establishments', row.id), {
    id: row.id,
    name: row.name,
    location: row.location,
    description: row.description,
    sort_order: row.sortOrder,
    tags: relations.tags
      .filter((t) => t.establishmentId === row.id)
      .map((t) => iriOf('education-tags', t.id)),
    alums: relations.alums.filter((a) => a.establishmentId === row.id).map((a) => iriOf('alums', a.id)),
  }) satisfies z.infer<typeof establishmentSchema>;
}

export function presentAlum(row: AlumRow) {
  return contentMember('Alum', iriOf('alums', row.id), {
    id: row.id,
    establishment: iriOf('establishments', row.establishmentId),
    name: row.name,
    bio: row.bio,
    email: row.email,
    contacted_counter: row.contactedCounter,
    image: row.image,
    sort_order: row.sortOrder,
  }) satisfies z.infer<typeof alumSchema>;
}

/** An alum as anyone may read them: the directory's fields and their establishment, never the email. */
export function presentPublicAlum(row: AlumRow, establishment: { id: number; name: string }) {
  return contentMember('PublicAlum', iriOf('public-alums', row.id), {
    id: row.id,
    name: row.name,
    bio: row.bio,
    image: row.image,
    contacted_counter: row.contactedCounter,
    establishment: {
      '@id': iriOf('establishments', establishment.id),
      '@type': 'Establishment' as const,
      id: establishment.id,
      name: establishment.name,
    },
  }) satisfies PublicAlumItem;
}

export function presentAlumInquiry(row: AlumInquiryRow) {
  return contentMember('AlumInquiry', iriOf('alum-inquiries', row.id), {
    id: row.id,
    alum: iriOf('alums', row.alumId),
    name: row.name,
    email: row.email,
    message: row.message,
    date_added: formatDateTime(row.dateAdded),
  }) satisfies z.infer<typeof alumInquirySchema>;
}
