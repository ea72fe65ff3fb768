import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_PATCH, staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { blogPosts } from './blog.table.ts';

let t: TestApp;
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await staffAndUserHeaders(t.app, t.db);
  const day = 24 * 60 * 60 * 1000;
  await t.db.insert(blogPosts).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      title: `Story ${i}`,
      slug: `story-${i}`,
      excerpt: `Excerpt ${i}`,
      content: `<p>Body ${i}</p>`,
      tags: i % 2 === 0 ? ['agriculture'] : ['culinary', 'business'],
      status: 'published' as const,
      date: new Date(Date.UTC(2026, 9, 1) + i * day),
    })),
    { title: 'Secret draft', slug: 'secret-draft', excerpt: 'x', content: '<p>x</p>', status: 'draft' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/blog-posts', () => {
  it('lists published posts newest first, 10 by default and 3 for the navigation panel', async () => {
    const teaser = (await t.app.inject({ url: '/api/blog-posts' })).json();
    expect(teaser.totalItems).toBe(12);
    expect(teaser.member).toHaveLength(10);
    expect(teaser.member[0]).toMatchObject({
      '@type': 'BlogPost',
      title: 'Story 11',
      permalink: '/blog/story-11',
      date: '2026-10-12T00:00:00+00:00',
      tags: ['culinary', 'business'],
      status: 'published',
    });
    const recent = (await t.app.inject({ url: '/api/blog-posts?page=1&pageSize=3' })).json();
    expect(recent.member.map((m: { title: string }) => m.title)).toEqual(['Story 11', 'Story 10', 'Story 9']);
    const tagged = (await t.app.inject({ url: '/api/blog-posts?tags=agriculture' })).json();
    expect(tagged.totalItems).toBe(6);
    const bySlug = (await t.app.inject({ url: '/api/blog-posts?slug=story-3' })).json();
    expect(bySlug.member[0].content).toBe('<p>Body 3</p>');
    const draft = (await t.app.inject({ url: '/api/blog-posts?slug=secret-draft&status[]=draft' })).json();
    expect(draft.totalItems).toBe(0);
    const asStaff = (
      await t.app.inject({ url: '/api/blog-posts?slug=secret-draft&status[]=draft', headers: headers.staff })
    ).json();
    expect(asStaff.totalItems).toBe(1);
  });

  it('serves an RSS feed of the newest posts', async () => {
    const feed = await t.app.inject({ url: '/api/blog-posts/feed' });
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<title><![CDATA[Story 11]]></title>');
    expect(feed.body).toContain('<link>http://localhost:3000/blog/story-11</link>');
    expect(feed.body).not.toContain('Secret draft');
  });

  it('leaves out of the feed the characters XML cannot carry, so it stays well-formed', async () => {
    // A post stored with them (written around the API's checks): the newest, so first in the feed.
    const [row] = await t.db
      .insert(blogPosts)
      .values({
        title: 'Bell\u0007 and\uFFFE back',
        slug: 'bell-and-back',
        excerpt: 'Form\u000C feed',
        content: '<p>x</p>',
        status: 'published',
        date: new Date(Date.UTC(2026, 9, 30)),
      })
      .returning();
    try {
      const feed = await t.app.inject({ url: '/api/blog-posts/feed' });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: none of them may be left.
      expect(feed.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
      expect(feed.body).toContain('<title><![CDATA[Bell and back]]></title>');
      expect(feed.body).toContain('Form feed');
    } finally {
      await t.db.delete(blogPosts).where(eq(blogPosts.id, (row as { id: number }).id));
    }
  });
});

describe('staff writes', () => {
  it('create a draft, publish it (dated now), with a free slug and sanitised body', async () => {
    const body = {
      title: 'Story 1',
      excerpt: 'Again',
      content: '<p>Hi</p><script>x</script><iframe src="https://x"></iframe>',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blog-posts', payload: body, headers: headers.user }))
        .statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blog-posts',
      payload: body,
      headers: headers.staff,
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ slug: 'story-1-2', status: 'draft', content: '<p>Hi</p>', tags: [] });
    expect(post).not.toHaveProperty('date');
    expect((await t.app.inject({ url: post['@id'] })).statusCode).toBe(404);
    const published = await t.app.inject({
      method: 'PATCH',
      url: post['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { status: 'published', tags: ['media', 'media'] },
    });
    expect(published.json()).toMatchObject({
      status: 'published',
      tags: ['media'],
      date: expect.any(String),
    });
    expect((await t.app.inject({ url: post['@id'] })).statusCode).toBe(200);
    const badImage = await t.app.inject({
      method: 'PATCH',
      url: post['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { image: 'javascript:alert(1)', tags: ['cooking'] },
    });
    expect(badImage.statusCode).toBe(422);

    // Each write is in the audit log: who, what, and the post before and after.
    const deleted = await t.app.inject({ method: 'DELETE', url: post['@id'], headers: headers.staff });
    expect(deleted.statusCode).toBe(204);
    const log = await t.app.inject({
      url: `/api/audit-entries?entity_type=BlogPost&entity_id=${post.id}`,
      headers: headers.staff,
    });
    const entries = (log.json().member as { action: string; before: unknown; after: unknown }[]).filter((e) =>
      e.action.startsWith('blog_post.'),
    );
    expect(entries.map((e) => e.action)).toEqual([
      'blog_post.delete',
      'blog_post.update',
      'blog_post.create',
    ]);
    expect(entries[1]?.before).toMatchObject({ status: 'draft' });
    expect(entries[1]?.after).toMatchObject({ status: 'published', tags: ['media'] });
    expect(entries[0]?.before).toMatchObject({ title: 'Story 1' });
    expect(entries[0]?.after).toBeUndefined();
    // The refused write (422) left nothing.
    expect(entries).toHaveLength(3);
  });
});
