import { BLOG } from '@gfj/contracts/content-text';
import { Sprout } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import type { BlogCard } from './blog.queries.ts';

/**
 * One story in two-column lists: image, title, excerpt and Read More (content 2). Its title is
 * one level below the list's heading (`titleLevel` 2 right under a page's h1).
 */
export function BlogCardItem({ post, titleLevel = 3 }: { post: BlogCard; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
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
      ) : (
        // A story without a picture keeps the grid's rhythm: a quiet panel where the image would be.
        <div className="blog-card__placeholder" aria-hidden="true">
          <Icon icon={Sprout} size={40} />
        </div>
      )}
      <div className="blog-card__body">
        <Title className="blog-card__title">
          <Link to={post.permalink}>{post.title}</Link>
        </Title>
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
          <BlogCardItem key={post.id} post={post} titleLevel={headingLevel === 1 ? 2 : 3} />
        ))}
      </ul>
    </section>
  );
}
