import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_MESSAGES,
  MEDIA_CONTENT_TYPES,
  TESTIMONIAL_IMAGE_MAX_BYTES,
  testimonialAttachmentNameSchema,
  type testimonialCreateSchema,
  type testimonialPatchSchema,
  testimonialSubmissionSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { parseOrThrow, zodIssuesToViolations } from '../../http/violations.ts';
import { hitKeyLimit, type KeyLimit } from '../../security/key-limiter.ts';
import { notifyStaff } from '../content/notify-staff.ts';
import { detectMediaFormat } from '../media-objects/detect-media-format.ts';
import { resolvePlace } from '../users/users.repository.ts';
import { presentTestimonial } from './testimonials.presenter.ts';
import {
  findTestimonial,
  insertTestimonial,
  type NewTestimonialRow,
  type TestimonialRow,
  updateTestimonial,
} from './testimonials.repository.ts';

export interface TestimonialUpload {
  fields: Record<string, string>;
  files: Array<{ fieldname: string; filename: string; data: Buffer }>;
}

/** Per email: a few submissions an hour (the per-IP limit is on the route). */
const submissionLimit: KeyLimit = { name: 'testimonial', max: 3, windowMs: 60 * 60 * 1000 };

interface CheckedImage {
  data: Buffer;
  name: string;
  contentType: string;
  extension: string;
}

/** The optional attachment (content 5): one image file, its name at most 100 characters. */
function checkAttachment(upload: TestimonialUpload): CheckedImage | undefined {
  const files = upload.files.filter((f) => f.fieldname === 'attachment' && f.data.length > 0);
  if (files.length === 0) return undefined;
  const [file] = files;
  if (!file || files.length > 1) throw ValidationError.of('attachment', CONTENT_MESSAGES.attachmentNotImage);
  const name = testimonialAttachmentNameSchema.safeParse(file.filename);
  if (!name.success)
    throw new ValidationError(
      zodIssuesToViolations(name.error.issues).map((v) => ({ ...v, propertyPath: 'attachment' })),
    );
  if (file.data.length > TESTIMONIAL_IMAGE_MAX_BYTES) {
    throw ValidationError.of('attachment', CONTENT_MESSAGES.attachmentTooLarge);
  }
  // The site's one upload check by content (media objects); a testimonial takes images only.
  const format = detectMediaFormat(file.data);
  const type = format ? MEDIA_CONTENT_TYPES[format] : undefined;
  if (type?.kind !== 'image') throw ValidationError.of('attachment', CONTENT_MESSAGES.attachmentNotImage);
  return {
    data: file.data,
    name: file.filename,
    contentType: type.contentType,
    extension: type.extension,
  };
}

/**
 * A visitor's testimonial (content 2, 5, 7): the spec's rules, the country (and for the United
 * States the state) checked against the lists, the image checked by content and stored under a
 * generated name. It arrives `pending`; staff are told, and it appears once they set it active.
 */
export async function submitTestimonial(
  app: FastifyInstance,
  upload: TestimonialUpload,
): Promise<TestimonialRow> {
  const input = parseOrThrow(testimonialSubmissionSchema, upload.fields);
  // Names or codes ("US", "OR") are the same place; the lists' names are what is kept.
  const place = await resolvePlace(app.db, input.country, input.state || null);
  if (!place.country) throw ValidationError.of('country', CONTENT_MESSAGES.invalidSelection);
  if (place.state === undefined) throw ValidationError.of('state', CONTENT_MESSAGES.invalidSelection);
  const image = checkAttachment(upload);
  await hitKeyLimit(app.db, submissionLimit, input.email.toLowerCase());

  let stored: { relative: string; absolute: string } | undefined;
  if (image) {
    const relative = path.join(
      'testimonials',
      new Date().toISOString().slice(0, 7),
      `${randomUUID()}.${image.extension}`,
    );
    const absolute = path.join(app.config.uploadsDir, relative);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, image.data, { flag: 'wx' });
    stored = { relative, absolute };
  }
  try {
    return await app.db.transaction(async (tx) => {
      const row = await insertTestimonial(tx, {
        category: input.category,
        name: input.name,
        email: input.email,
        country: place.country,
        state: place.state,
        city: input.city,
        content: input.content,
        status: 'pending',
        attachmentPath: stored?.relative ?? null,
        attachmentName: image?.name ?? null,
        attachmentContentType: image?.contentType ?? null,
      });
      await notifyStaff(tx, app.config, {
        subject: `A testimonial to review from ${input.name}`,
        heading: 'A new testimonial is waiting for review',
        fields: [
          ['Name', input.name],
          ['Email', input.email],
          ['Category', input.category],
          ['From', [input.city, input.state, input.country].filter(Boolean).join(', ')],
          ...(image ? ([['Image', image.name]] as Array<[string, string]>) : []),
        ],
        message: input.content,
        replyTo: input.email,
        iri: presentTestimonial(row)['@id'],
      });
      return row;
    });
  } catch (error) {
    // Nothing refers to the file when the transaction failed.
    if (stored) await rm(stored.absolute, { force: true });
    throw error;
  }
}

type TestimonialInput = z.output<typeof testimonialPatchSchema>;

function toColumns(input: TestimonialInput): Partial<NewTestimonialRow> {
  const columns: Partial<NewTestimonialRow> = {};
  if (input.category !== undefined) columns.category = input.category;
  if (input.name !== undefined) columns.name = input.name;
  if (input.email !== undefined) columns.email = input.email;
  if (input.country !== undefined) columns.country = input.country;
  if (input.state !== undefined) columns.state = input.state;
  if (input.city !== undefined) columns.city = input.city;
  if (input.position_title !== undefined) columns.positionTitle = input.position_title;
  if (input.website_url !== undefined) columns.websiteUrl = input.website_url;
  if (input.website_name !== undefined) columns.websiteName = input.website_name;
  if (input.content !== undefined) columns.content = input.content;
  if (input.show_on_home !== undefined) columns.showOnHome = input.show_on_home;
  if (input.show_on_checkout_success !== undefined)
    columns.showOnCheckoutSuccess = input.show_on_checkout_success;
  if (input.status !== undefined) columns.status = input.status;
  return columns;
}

/** Staff add a testimonial directly (active unless they say otherwise). */
export function createTestimonial(db: DbExecutor, input: z.output<typeof testimonialCreateSchema>) {
  return insertTestimonial(db, {
    ...toColumns(input),
    category: input.category,
    name: input.name,
    content: input.content,
    status: input.status ?? 'active',
  });
}

/** Staff edit and moderate: `status: active` approves, `inactive` hides. */
export function patchTestimonial(db: DbExecutor, id: number, patch: TestimonialInput) {
  return updateTestimonial(db, id, toColumns(patch));
}

/** A deleted testimonial's image, removed once the deletion is committed. */
export async function removeTestimonialFile(app: FastifyInstance, row: TestimonialRow): Promise<void> {
  if (row.attachmentPath) await rm(path.join(app.config.uploadsDir, row.attachmentPath), { force: true });
}

/** The stored image of a testimonial, for staff reviewing it. */
export async function readTestimonialAttachment(
  app: FastifyInstance,
  id: number,
): Promise<{ data: Buffer; contentType: string; name: string } | undefined> {
  const row = await findTestimonial(app.db, id);
  if (!row?.attachmentPath || !row.attachmentContentType) return undefined;
  const data = await readFile(path.join(app.config.uploadsDir, row.attachmentPath)).catch(() => undefined);
  if (!data) return undefined;
  return { data, contentType: row.attachmentContentType, name: row.attachmentName ?? 'image' };
}
