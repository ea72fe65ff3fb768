import { BLOG } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import type { BlogCard } from './blog.queries.ts';

/** One story in two-column lists: image, title, excerpt and Read More (content 2). */
export function BlogCardItem({ post }: { post: BlogCard }) {
  return (
    <li className="blog-card">
      {post.image ? (
        <Link to={post.permalink} className="blog-card__image-link" tabIndex={-1} aria-hidden="true">
          <img
            src={post.image}
            alt=""
            className="blog-card__image"
            width={1200}
            height={675}
            loading="lazy"
          />
        </Link>
      ) : null}
      <div className="blog-card__body">
        <h3 className="blog-card__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h3>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <Link to={post.permalink} className="blog-card__more" aria-label={`${BLOG.readMore}: ${post.title}`}>
          {BLOG.readMore}
        </Link>
      </div>
    </li>
  );
}

/**
 * The "Did you know..." teaser (content 2): stories in two columns. On /blog and under the
 * confirmation pages.
 */
export function BlogTeaser({ posts, headingLevel = 2 }: { posts: BlogCard[]; headingLevel?: 1 | 2 }) {
  if (posts.length === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="blog-teaser" aria-labelledby="blog-teaser-title">
      <Heading id="blog-teaser-title" className="blog-teaser__title">
        {BLOG.teaserHeading}
      </Heading>
      <ul className="blog-grid">
        {posts.map((post) => (
          <BlogCardItem key={post.id} post={post} />
        ))}
      </ul>
    </section>
  );
}
