import {
  type alumCreateSchema,
  alumInquiryFormSchema,
  type alumPatchSchema,
  EDUCATION,
  type EducationList,
  type educationTagCreateSchema,
  type educationTagPatchSchema,
  type establishmentCreateSchema,
  type establishmentPatchSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, parseIri } from '../../http/iri.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { parseOrThrow } from '../../http/violations.ts';
import { hitKeyLimit, type KeyLimit } from '../../security/key-limiter.ts';
import { chooseSortOrder } from '../content/sort-order.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizePlainText } from '../jobs/sanitize-description.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { presentEstablishmentItem } from './education.presenter.ts';
import {
  type AlumInquiryRow,
  type AlumRow,
  EDUCATION_TAG_NAME,
  establishmentHasTag,
  findAlum,
  findEducationTags,
  findEstablishment,
  insertAlum,
  insertEducationTag,
  insertEstablishment,
  listEstablishments,
  loadEstablishmentRelations,
  nextAlumOrder,
  nextEducationTagOrder,
  nextEstablishmentOrder,
  recordAlumInquiry,
  setEstablishmentTags,
  updateAlum,
  updateEducationTag,
  updateEstablishment,
} from './education.repository.ts';
import { alumInquiryTemplate } from './education.templates.tsx';

/** The directory's list (content 3, 7): establishments with any of the tags, a page at a time. */
export async function searchEstablishments(
  db: DbExecutor,
  tagIds: number[],
  page: number,
  pageSize: number,
): Promise<EducationList> {
  const { rows, total } = await listEstablishments(db, tagIds, pageSize, (page - 1) * pageSize);
  const relations = await loadEstablishmentRelations(
    db,
    rows.map((r) => r.id),
  );
  return {
    count: total,
    page,
    items: rows.map((row) => presentEstablishmentItem(row, relations)),
    has_more_items: page * pageSize < total,
  };
}

// An empty order (null, or absent on create) puts a tag, an establishment or an alum after the
// others (an alum: after its establishment's others), never first (decision 062).

export async function createEducationTag(db: DbExecutor, input: z.output<typeof educationTagCreateSchema>) {
  const sortOrder = await chooseSortOrder(input.sort_order, true, () => nextEducationTagOrder(db));
  return writeUniqueField(db, EDUCATION_TAG_NAME, input.name, undefined, () =>
    insertEducationTag(db, { name: input.name, description: input.description, sortOrder }),
  );
}

export async function patchEducationTag(
  db: DbExecutor,
  id: number,
  patch: z.output<typeof educationTagPatchSchema>,
) {
  const sortOrder = await chooseSortOrder(patch.sort_order, false, () => nextEducationTagOrder(db, id));
  return writeUniqueField(db, EDUCATION_TAG_NAME, patch.name, id, () =>
    updateEducationTag(db, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(sortOrder !== undefined ? { sortOrder } : {}),
    }),
  );
}

async function resolveTags(db: DbExecutor, references: Array<string | number>): Promise<number[]> {
  const ids = [...new Set(references.map((reference) => parseIri(reference, 'education-tags')))];
  const found = await findEducationTags(db, ids);
  const missing = references.find(
    (reference) => !found.some((tag) => tag.id === parseIri(reference, 'education-tags')),
  );
  if (missing !== undefined) throw invalidIriError(missing);
  return ids;
}

type EstablishmentInput = z.output<typeof establishmentPatchSchema>;

export async function createEstablishment(db: DbExecutor, input: z.output<typeof establishmentCreateSchema>) {
  const tagIds = await resolveTags(db, input.tags ?? []);
  return db.transaction(async (tx) => {
    const row = await insertEstablishment(tx, {
      name: input.name,
      location: input.location,
      description: sanitizePlainText(input.description),
      sortOrder: await chooseSortOrder(input.sort_order, true, () => nextEstablishmentOrder(tx)),
    });
    await setEstablishmentTags(tx, row.id, tagIds);
    return row;
  });
}

export async function patchEstablishment(db: DbExecutor, id: number, patch: EstablishmentInput) {
  if (!(await findEstablishment(db, id))) return undefined;
  const tagIds = patch.tags === undefined ? undefined : await resolveTags(db, patch.tags);
  return db.transaction(async (tx) => {
    const sortOrder = await chooseSortOrder(patch.sort_order, false, () => nextEstablishmentOrder(tx, id));
    const row = await updateEstablishment(tx, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.location !== undefined ? { location: patch.location } : {}),
      ...(patch.description !== undefined ? { description: sanitizePlainText(patch.description) } : {}),
      ...(sortOrder !== undefined ? { sortOrder } : {}),
    });
    if (tagIds) await setEstablishmentTags(tx, id, tagIds);
    return row;
  });
}

async function resolveEstablishment(db: DbExecutor, reference: unknown): Promise<number> {
  const id = parseIri(reference, 'establishments');
  if (!(await findEstablishment(db, id))) throw invalidIriError(reference);
  return id;
}

type AlumInput = z.output<typeof alumPatchSchema>;

/** The columns a create (no `current`) or a change writes. */
async function toAlumColumns(db: DbExecutor, input: AlumInput, current?: AlumRow) {
  assertWebAddresses({ image: input.image });
  const establishmentId =
    input.establishment !== undefined
      ? await resolveEstablishment(db, input.establishment)
      : current?.establishmentId;
  const sortOrder =
    establishmentId === undefined
      ? undefined
      : await chooseSortOrder(input.sort_order, !current, () =>
          nextAlumOrder(db, establishmentId, current?.id),
        );
  return {
    ...(input.establishment !== undefined ? { establishmentId } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  };
}

export async function createAlum(db: DbExecutor, input: z.output<typeof alumCreateSchema>) {
  const columns = await toAlumColumns(db, input);
  return insertAlum(db, {
    ...columns,
    establishmentId: columns.establishmentId ?? 0,
    name: input.name,
    bio: input.bio,
    email: input.email,
  });
}

export async function patchAlum(db: DbExecutor, id: number, patch: AlumInput) {
  const current = await findAlum(db, id);
  if (!current) return undefined;
  return updateAlum(db, id, await toAlumColumns(db, patch, current));
}

/** Per sender email: a few inquiries an hour (the per-IP limit is on the route). */
const inquiryLimit: KeyLimit = { name: 'alum-inquiry', max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Contact an alum (content 2, 5, 7): the spec's rules; the alum must exist and their establishment
 * must not carry tag 5. The alum gets the message by email with Reply-To the visitor; the
 * inquiry is kept and the alum's contacted_counter counts it, all in one transaction.
 */
export async function contactAlum(app: FastifyInstance, body: unknown): Promise<AlumInquiryRow> {
  const input = parseOrThrow(alumInquiryFormSchema, body);
  const alumId = parseIri(input.alum_id, 'alums');
  const alum = await findAlum(app.db, alumId);
  if (!alum) throw ValidationError.of('alum_id', 'This alum is no longer available.');
  if (await establishmentHasTag(app.db, alum.establishmentId, EDUCATION.noAlumTagId)) {
    throw new ConflictError('This school does not offer Connect with an alum.');
  }
  const establishment = await findEstablishment(app.db, alum.establishmentId);
  await hitKeyLimit(app.db, inquiryLimit, input.email.toLowerCase());
  return app.db.transaction(async (tx) => {
    const row = await recordAlumInquiry(tx, {
      alumId,
      name: input.name,
      email: input.email,
      message: input.message,
    });
    await enqueueMail(tx, {
      to: alum.email,
      subject: `A question about ${establishment?.name ?? 'your school'} from ${input.name}`,
      template: alumInquiryTemplate,
      props: {
        alumName: alum.name,
        establishment: establishment?.name ?? 'your school',
        senderName: input.name,
        senderEmail: input.email,
        message: input.message,
        contactEmail: app.config.contactEmail,
      },
      headers: { 'Reply-To': input.email },
    });
    return row;
  });
}
