import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { MEDIA_LIMITS, MEDIA_MESSAGES, mediaObjectSchema } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartFile } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireConfirmedUser, requireUser } from '../auth/auth.plugin.ts';
import { presentMediaObject } from './media-objects.presenter.ts';
import { listMediaObjects } from './media-objects.repository.ts';
import {
  getVisibleMediaObject,
  type MediaUpload,
  mediaObjectFilePath,
  storeMediaObject,
} from './media-objects.service.ts';

export const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 hour' };

/** The upload's parts as OpenAPI shows them. */
const uploadMultipart = z.object({
  file: multipartFile('JPEG, PNG or WebP up to 5 MB; PDF or DOCX up to 10 MB (checked by content)'),
  public: z.enum(['true', 'false']).optional().describe('Staff only: `true` for the site’s own pages'),
});

/**
 * Reads the multipart `file` part (at most 10 MB, the larger of the two limits; else a 422) and the
 * optional `public` field (`true`: a file for the site's own pages, which only staff may upload).
 */
async function readUpload(request: FastifyRequest): Promise<MediaUpload | undefined> {
  const form = await readMultipartForm(request, {
    notMultipart: 'Send the file as multipart/form-data.',
    fileTooLarge: (_field, declaredType) =>
      ValidationError.of(
        'file',
        declaredType.startsWith('image/') ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.documentTooLarge,
      ),
  });
  const file = form.files.find((f) => f.fieldname === 'file');
  const isPublic = form.fields.public === 'true' || form.fields.public === '1';
  if (isPublic && !request.viewer.isStaff) throw new ForbiddenError(MEDIA_MESSAGES.publicIsStaffOnly);
  return file ? { data: file.data, filename: file.filename, isPublic } : undefined;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(kind: string, name: string): string {
  const type = kind === 'image' ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Uploads (core 7: /media-objects), used by listings' attachments and later by other content. */
export async function mediaObjectsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'MediaObject',
    collection: '/api/media-objects',
    schema: mediaObjectSchema,
    title: 'MediaObject',
    description: `An uploaded image (JPEG, PNG, WebP, ${MEDIA_LIMITS.imageMaxBytes / 1048576} MB) or document (PDF, DOCX, ${MEDIA_LIMITS.documentMaxBytes / 1048576} MB), checked by content.`,
  });

  api.post(
    '/media-objects',
    {
      schema: {
        tags: ['MediaObject'],
        summary:
          'Uploads a file: multipart/form-data with the file in `file`; staff add `public=true` for the site’s own pages',
        consumes: ['multipart/form-data'],
        response: { 201: mediaObjectSchema },
      },
      onRequest: requireConfirmedUser,
      config: { rateLimit: UPLOAD_RATE_LIMIT, multipartBody: uploadMultipart },
    },
    async (request, reply) => {
      const viewer = getSignedInViewer(request);
      const row = await storeMediaObject(app, viewer.userId, await readUpload(request));
      const item = asItem(presentMediaObject(row));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  api.get(
    '/media-objects',
    {
      schema: {
        tags: ['MediaObject'],
        summary: 'The caller’s own uploads, newest first (staff: everyone’s)',
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(mediaObjectSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query);
      const { rows, total } = await listMediaObjects(app.db, viewer.isStaff ? null : viewer.userId, {
        limit: paging.pageSize,
        offset: paging.offset,
      });
      return buildCollection({
        contextType: 'MediaObject',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentMediaObject),
      });
    },
  );

  api.get(
    '/media-objects/:id',
    { schema: { tags: ['MediaObject'], params: idParamsSchema, response: { 200: mediaObjectSchema } } },
    async (request) =>
      asItem(presentMediaObject(await getVisibleMediaObject(app, request.params.id, request.viewer))),
  );

  api.get(
    '/media-objects/:id/file',
    {
      schema: {
        tags: ['MediaObject'],
        summary: 'The file itself, to viewers allowed to see where it is used',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await getVisibleMediaObject(app, request.params.id, request.viewer);
      const file = mediaObjectFilePath(app, row);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw new NotFoundError();
      return (
        reply
          .type(row.contentType)
          .header('content-length', info.size)
          .header('content-disposition', contentDisposition(row.kind, row.name))
          .header('x-content-type-options', 'nosniff')
          // Whatever a file holds, it runs nothing: no scripts, no plugins, its own opaque origin.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          // Visibility follows the listing, which can change: browsers keep it briefly, shared caches
          // never. The site's own images are everyone's and never change under their address.
          .header('cache-control', row.isPublic ? 'public, max-age=86400' : 'private, max-age=300')
          .send(createReadStream(file))
      );
    },
  );
}
