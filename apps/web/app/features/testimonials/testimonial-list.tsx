import { TESTIMONIAL_SUBMIT_TAB, TESTIMONIAL_TABS } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import type { TestimonialEntry } from './testimonials.queries.ts';

/** The tab of each address: /testimonials is For Job Seekers (selected first). */
export const TESTIMONIAL_TAB_PATHS = [
  { ...TESTIMONIAL_TABS[0], to: '/testimonials' },
  { ...TESTIMONIAL_TABS[1], to: '/testimonials?tab=poster' },
  { ...TESTIMONIAL_TABS[2], to: '/testimonials?tab=fan' },
  { category: 'submit', label: TESTIMONIAL_SUBMIT_TAB, to: '/testimonials/submit' },
] as const;

/**
 * The testimonials' tabs (content 2): For Job Seekers, For Job Posters, GFJ Fans and Submit Your
 * Own, as links (each is its own address, so every tab works without JavaScript and can be shared).
 */
export function TestimonialTabs({ current }: { current: string }) {
  return (
    <nav className="tab-links" aria-label="Testimonials">
      <ul>
        {TESTIMONIAL_TAB_PATHS.map((tab) => (
          <li key={tab.category}>
            <Link
              to={tab.to}
              className="tab-links__link"
              aria-current={tab.category === current ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each entry: its words, the name and the position title (content 2). */
export function TestimonialList({ entries }: { entries: TestimonialEntry[] }) {
  if (entries.length === 0) return <p>No testimonials here yet. Be the first to share yours!</p>;
  return (
    <ul className="testimonial-list">
      {entries.map((entry) => (
        <li key={entry.id} className="testimonial">
          <blockquote className="testimonial__content">
            <p>{entry.content}</p>
          </blockquote>
          <p className="testimonial__by">
            <span className="testimonial__name">{entry.name}</span>
            {entry.position_title ? <span className="testimonial__title">{entry.position_title}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
