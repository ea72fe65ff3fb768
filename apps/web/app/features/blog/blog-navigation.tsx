import { BLOG, BLOG_TAGS } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import type { BlogCard } from './blog.queries.ts';

function tagLabel(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The blog's navigation panel (content 2): Recent Stories (3), Explore tags, View all stories. */
export function BlogNavigation({ recent }: { recent: BlogCard[] }) {
  return (
    <aside className="blog-nav" aria-label="Blog">
      <section aria-labelledby="blog-nav-recent">
        <h2 id="blog-nav-recent" className="blog-nav__title">
          {BLOG.recentStories}
        </h2>
        <ul className="blog-nav__list">
          {recent.map((post) => (
            <li key={post.id}>
              <Link to={post.permalink}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-nav-explore">
        <h2 id="blog-nav-explore" className="blog-nav__title">
          {BLOG.explore}
        </h2>
        <ul className="blog-nav__tags">
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>
              <Link to={`/blog/tag/${tag}`} className="tag-link">
                {tagLabel(tag)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/blog/all" className="button" data-variant="secondary">
          {BLOG.viewAll}
        </Link>
      </p>
    </aside>
  );
}

export { tagLabel };
