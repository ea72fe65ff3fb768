import {
  checkJobDraftRules,
  JOB_DRAFT_FIELDS,
  JOB_STATUSES,
  type JobDraftState,
  type JobStatus,
  POST_TYPES,
  POSTING_FLOW_MESSAGES,
  POSTING_MESSAGES,
  parseJobDraftFields,
  withoutDerivedPayType,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, parseIri } from '../../http/iri.ts';
import { dropJobFromOpenCart } from '../carts/carts.service.ts';
import { keepCompany } from '../companies/companies.service.ts';
import { geocodeJob } from '../geo/geocode-job.ts';
import { mediaContentUrl } from '../media-objects/media-objects.presenter.ts';
import { findMediaObjects } from '../media-objects/media-objects.repository.ts';
import type { MediaObjectRow } from '../media-objects/media-objects.table.ts';
import { isModerationPatch, moderateJob } from '../moderation/moderation.service.ts';
import { adjustUserCounter } from '../user-counters/user-counters.repository.ts';
import { COMPANY_FIELDS, draftStateToColumns, PLACE_FIELDS, rowToDraftState } from './job-draft.ts';
import {
  authorizeJob,
  authorizeJobCreation,
  canChangeStatus,
  type JobActor,
  managesJob,
} from './jobs.policy.ts';
import {
  findJobById,
  findLatestCompanyDetails,
  insertJob,
  insertJobRevision,
  updateJob,
} from './jobs.repository.ts';
import type { JobAttachment, JobRow, NewJobRow } from './jobs.table.ts';

type Body = Record<string, unknown>;

/** Field values or the 422 listing every violation (field rules, then the touched cross-field rules). */
function validateDraft(base: JobDraftState, body: Body, extraTouched: string[] = []) {
  const parsed = parseJobDraftFields(body);
  const { fields: data, violation } = withoutDerivedPayType(base, parsed.data);
  const violations = violation ? [...parsed.violations, violation] : parsed.violations;
  const state: JobDraftState = { ...base, ...data };
  const touched = new Set([...Object.keys(data), ...extraTouched]);
  const all = [
    ...violations,
    ...checkJobDraftRules(state, touched).filter(
      (v) => !violations.some((f) => f.propertyPath === v.propertyPath),
    ),
  ];
  if (all.length > 0) throw new ValidationError(all);
  return { data, state, touched };
}

/** `post_type` as an IRI or id, or as a Job reads it (`{ "@id": "/api/job-post-types/1", ... }`). */
function postTypeReference(value: unknown): unknown {
  return typeof value === 'object' && value !== null && '@id' in value ? value['@id'] : value;
}

/** Attachments named by IRI: media objects the listing's owner uploaded, else 400 Invalid IRI. */
async function resolveAttachments(
  db: DbExecutor,
  iris: string[] | undefined,
  current: JobAttachment[],
  ownerId: number | null,
): Promise<JobAttachment[]> {
  if (iris === undefined) return current;
  const ids = iris.map((iri) => parseIri(iri, 'media-objects'));
  const rows = new Map((await findMediaObjects(db, ids)).map((r) => [r.id, r]));
  return ids.map((id, index) => {
    const row = rows.get(id);
    if (!row || row.ownerId !== ownerId) throw invalidIriError(iris[index]);
    return attachmentOf(row);
  });
}

/** How a listing keeps one of its media objects. */
export function attachmentOf(row: MediaObjectRow): JobAttachment {
  return {
    name: row.name,
    url: mediaContentUrl(row.id),
    size: row.size,
    contentType: row.contentType,
    mediaObjectId: row.id,
  };
}

/** The coordinates of a listing's place, looked up as a draft is saved. */
export async function placeColumns(app: FastifyInstance, columns: ReturnType<typeof draftStateToColumns>) {
  const coordinates = await geocodeJob(app.db, {
    zip_code: columns.zipCode,
    city: columns.city,
    state: columns.state,
    country: columns.country,
  });
  return {
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    location: coordinates?.location ?? null,
  };
}

/** "Reuse my company description": filled from the poster's newest other listing when left empty. */
async function reuseCompanyDescription(
  app: FastifyInstance,
  state: JobDraftState,
  ownerId: number | null,
  jobId?: number,
) {
  if (!state.reuse_company_description || state.company_description || ownerId === null) return state;
  const latest = await findLatestCompanyDetails(app.db, ownerId, jobId);
  return latest ? { ...state, company_description: latest.companyDescription } : state;
}

/** POST /api/jobs: a new draft owned by the caller (confirmed users; relations as IRIs). */
export async function createJobDraft(
  app: FastifyInstance,
  actor: JobActor & { userId: number },
  body: Body,
): Promise<JobRow> {
  authorizeJobCreation(actor);
  if (body.post_type === undefined || body.post_type === null || body.post_type === '') {
    throw ValidationError.of('post_type', POSTING_MESSAGES.required);
  }
  const postTypeId = parseIri(postTypeReference(body.post_type), 'job-post-types');
  if (!POST_TYPES.some((t) => t.id === postTypeId)) throw invalidIriError(body.post_type);
  const base: JobDraftState = { post_type_id: postTypeId, work_location: 'us', country: 'US' };
  const validated = validateDraft(base, body, ['post_type']);
  const state = await reuseCompanyDescription(app, validated.state, actor.userId);
  const attachments = await resolveAttachments(app.db, state.attachments, [], actor.userId);
  const columns = draftStateToColumns(state, attachments);
  const place = await placeColumns(app, columns);
  return app.db.transaction(async (tx) => {
    const row = await insertJob(tx, { ...columns, ...place, ownerId: actor.userId, status: 'draft' });
    await adjustUserCounter(tx, actor.userId, 'jobsCount', 1);
    return row;
  });
}

function readStatus(job: JobRow, actor: JobActor, value: unknown): JobStatus | undefined {
  if (value === undefined || value === job.status) return undefined;
  if (typeof value !== 'string' || !(JOB_STATUSES as readonly string[]).includes(value)) {
    throw ValidationError.of('status', POSTING_MESSAGES.invalidSelection);
  }
  if (!canChangeStatus(actor, job, value as JobStatus)) {
    if (!managesJob(actor, job)) throw new NotFoundError();
    throw ValidationError.of('status', POSTING_FLOW_MESSAGES.statusNotAllowed);
  }
  return value as JobStatus;
}

/** The values of `keys` that differ between two states (a revision's before and after). */
function diff(before: JobDraftState, after: JobDraftState, keys: Iterable<string>) {
  const previous: Record<string, unknown> = {};
  const changed: Record<string, unknown> = {};
  for (const key of keys) {
    const a = before[key as keyof JobDraftState];
    const b = after[key as keyof JobDraftState];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    previous[key] = a ?? null;
    changed[key] = b ?? null;
  }
  return { previous, changed };
}

/**
 * PATCH /api/jobs/{id} (merge-patch): the owner's or staff's edit of the fields, and the status
 * changes the policy allows (approved <-> filled). Edits after submission apply at once and are
 * logged with the values they replaced, for staff (decision 032).
 */
export async function patchJob(
  app: FastifyInstance,
  actor: JobActor,
  id: number,
  body: Body,
): Promise<JobRow> {
  const job = await findJobById(app.db, id);
  if (!job) throw new NotFoundError();
  // Staff decisions (approve, return with a reason, highlight) are moderation's (issue 15).
  if (isModerationPatch(job, body)) return moderateJob(app, actor, id, body);
  const status = readStatus(job, actor, body.status);
  const fieldKeys = Object.keys(body).filter((k) => (JOB_DRAFT_FIELDS as readonly string[]).includes(k));
  if (fieldKeys.length === 0) {
    if (!managesJob(actor, job)) throw new NotFoundError();
    return status ? updateJob(app.db, job.id, { status }) : job;
  }
  authorizeJob(actor, 'edit', job);
  if (
    body.post_type !== undefined &&
    parseIri(postTypeReference(body.post_type), 'job-post-types') !== job.postTypeId
  ) {
    throw ValidationError.of('post_type', POSTING_FLOW_MESSAGES.postTypeFixed);
  }
  const before = rowToDraftState(job);
  const validated = validateDraft(before, body);
  const state = await reuseCompanyDescription(app, validated.state, job.ownerId, job.id);
  const attachments = await resolveAttachments(
    app.db,
    validated.data.attachments,
    job.attachments,
    job.ownerId,
  );
  const columns: Partial<NewJobRow> = draftStateToColumns(state, attachments);
  const movesPlace = PLACE_FIELDS.some((k) => validated.touched.has(k));
  const place = movesPlace ? await placeColumns(app, columns as ReturnType<typeof draftStateToColumns>) : {};
  return app.db.transaction(async (tx) => {
    let row = await updateJob(tx, job.id, { ...columns, ...place, ...(status ? { status } : {}) });
    if (job.status !== 'draft') {
      const { previous, changed } = diff(before, rowToDraftState(row), validated.touched);
      if (Object.keys(changed).length > 0) {
        await insertJobRevision(tx, {
          jobId: job.id,
          userId: actor.userId,
          jobStatus: job.status,
          previous,
          changed,
        });
      }
      if (row.companyId !== null && COMPANY_FIELDS.some((k) => k in changed)) {
        const company = await keepCompany(tx, {
          ownerId: row.ownerId,
          name: row.companyName,
          website: row.companyWebsite,
          description: row.companyDescription,
        });
        if (company && company.id !== row.companyId) {
          row = await updateJob(tx, job.id, { companyId: company.id, companySlug: company.slug });
        }
      }
    }
    return row;
  });
}

/** DELETE /api/jobs/{id}: soft delete, kept for invoices and statistics (product-decisions). */
export async function deleteJob(app: FastifyInstance, actor: JobActor, id: number): Promise<void> {
  const job = await findJobById(app.db, id);
  authorizeJob(actor, 'delete', job);
  const row = job as JobRow;
  await app.db.transaction(async (tx) => {
    await updateJob(tx, row.id, { status: 'deleted', awaitingPaymentAt: null });
    // Not charged for any more: out of its poster's open cart (409 while that cart is being paid).
    await dropJobFromOpenCart(tx, row.id);
    if (row.ownerId !== null) await adjustUserCounter(tx, row.ownerId, 'jobsCount', -1);
  });
}
