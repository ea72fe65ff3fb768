import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_CONTENT_TYPES, MEDIA_LIMITS, MEDIA_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { canReadJob, type JobActor } from '../jobs/jobs.policy.ts';
import { cleanMediaName, detectMediaFormat } from './detect-media-format.ts';
import { findJobsAttaching, findMediaObject, insertMediaObject } from './media-objects.repository.ts';
import type { MediaObjectRow } from './media-objects.table.ts';

export interface MediaUpload {
  data: Buffer;
  filename: string;
  /** For the site's own pages (staff only): served to everyone. */
  isPublic?: boolean;
}

/**
 * Stores an upload (product-decisions: Content, uploads): checked by its bytes, images up to
 * 5 MB and documents up to 10 MB, written under a random name in UPLOADS_DIR/media/<month>/.
 */
export async function storeMediaObject(
  app: FastifyInstance,
  ownerId: number,
  upload: MediaUpload | undefined,
): Promise<MediaObjectRow> {
  if (!upload || upload.data.length === 0) throw ValidationError.of('file', MEDIA_MESSAGES.fileRequired);
  const format = detectMediaFormat(upload.data);
  if (!format) throw ValidationError.of('file', MEDIA_MESSAGES.unsupported);
  const type = MEDIA_CONTENT_TYPES[format];
  if (type.kind === 'image' && upload.data.length > MEDIA_LIMITS.imageMaxBytes) {
    throw ValidationError.of('file', MEDIA_MESSAGES.imageTooLarge);
  }
  const now = new Date();
  const relative = path.join('media', now.toISOString().slice(0, 7), `${randomUUID()}.${type.extension}`);
  const absolute = path.join(app.config.uploadsDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, upload.data, { flag: 'wx' });
  try {
    return await insertMediaObject(app.db, {
      ownerId,
      kind: type.kind,
      contentType: type.contentType,
      name: cleanMediaName(upload.filename, type.extension),
      path: relative,
      size: upload.data.length,
      isPublic: upload.isPublic === true,
    });
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
}

/**
 * A media object the viewer may see: everyone when it is public (staff uploaded it for the site's
 * own pages); its uploader and staff always; anyone else only where it is used and that use is
 * visible to them (a listing they may read). Others get 404.
 */
export async function getVisibleMediaObject(
  app: FastifyInstance,
  id: number,
  viewer: JobActor,
): Promise<MediaObjectRow> {
  const row = await findMediaObject(app.db, id);
  if (!row) throw new NotFoundError();
  if (row.isPublic || viewer.isStaff || (viewer.userId !== null && row.ownerId === viewer.userId)) {
    return row;
  }
  const uses = await findJobsAttaching(app.db, id);
  if (uses.some((job) => canReadJob(viewer, job))) return row;
  throw new NotFoundError();
}

/** The file on disk of a stored media object. */
export function mediaObjectFilePath(app: FastifyInstance, row: MediaObjectRow): string {
  return path.join(app.config.uploadsDir, row.path);
}
