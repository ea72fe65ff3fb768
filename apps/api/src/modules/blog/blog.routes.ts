import {
  BLOG,
  BLOG_POST_STATUSES,
  BLOG_TAGS,
  blogPostCreateSchema,
  blogPostPatchSchema,
  blogPostSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { checkedField } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { parseKnownValues } from '../content/public-form.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { BLOG_FEED_SIZE, buildBlogFeed } from './blog.feed.ts';
import { canReadBlogPost, readableBlogStatuses } from './blog.policy.ts';
import { presentBlogPost } from './blog.presenter.ts';
import { deleteBlogPost, findBlogPost, listBlogPosts } from './blog.repository.ts';
import { createBlogPost, patchBlogPost } from './blog.service.ts';

const listQuery = z.looseObject({
  ...paginationQueryShape,
  tags: checkedField({ enum: BLOG_TAGS, description: 'One tag: the posts carrying it' }),
  slug: checkedField({ description: 'The post with this slug' }),
  status: checkedField({ description: 'status[]: published by default; draft for staff only' }),
});

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.length > 0 && v.length <= 220 ? v : undefined;
}

/** Blog posts (content 2, 3, 7): published posts for everyone, drafts for staff, an RSS feed. */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'BlogPost',
    collection: '/api/blog-posts',
    schema: blogPostSchema,
    title: 'BlogPost',
    description: 'A story on the blog; `permalink` is its page on the site.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/blog-posts',
    {
      schema: {
        tags: ['BlogPost'],
        summary: 'Blog posts, newest first, 10 a page (3 for the navigation panel)',
        querystring: listQuery,
        response: { 200: collectionSchema(blogPostSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: BLOG.teaserPageSize,
        maxPageSize: 50,
      });
      const statuses = readableBlogStatuses(
        request.viewer,
        parseKnownValues(request.query.status, BLOG_POST_STATUSES),
      );
      const tag = firstString(request.query.tags);
      const slug = firstString(request.query.slug);
      const { rows, total } = await listBlogPosts(
        app.db,
        { statuses, ...(tag ? { tag } : {}), ...(slug ? { slug } : {}) },
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'BlogPost',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentBlogPost),
      });
    },
  );

  api.get(
    '/blog-posts/feed',
    {
      schema: {
        tags: ['BlogPost'],
        summary: 'RSS 2.0 feed of the 20 newest posts',
        produces: ['application/rss+xml'],
      },
    },
    async (_request, reply) => {
      const { rows } = await listBlogPosts(app.db, { statuses: ['published'] }, BLOG_FEED_SIZE, 0);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=900')
        .send(buildBlogFeed(app.config.publicUrl, rows));
    },
  );

  api.get(
    '/blog-posts/:id',
    { schema: { tags: ['BlogPost'], params: idParamsSchema, response: { 200: blogPostSchema } } },
    async (request) => {
      const row = await findBlogPost(app.db, request.params.id);
      if (!row || !canReadBlogPost(request.viewer, row)) throw new NotFoundError();
      return asItem(presentBlogPost(row));
    },
  );

  registerStaffWrites(app, {
    path: '/blog-posts',
    find: (db, id) => findBlogPost(db, id),
    type: 'BlogPost',
    itemSchema: blogPostSchema,
    createSchema: blogPostCreateSchema,
    patchSchema: blogPostPatchSchema,
    create: (db, input) => createBlogPost(db, input),
    update: (db, id, patch) => patchBlogPost(db, id, patch),
    remove: (db, id) => deleteBlogPost(db, id),
    present: presentBlogPost,
  });
}
