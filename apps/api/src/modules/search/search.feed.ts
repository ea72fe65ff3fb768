import { type SearchFilters, toQueryString } from '@gfj/contracts';
import { Feed } from 'feed';
import { escapeHtml, xmlDocument } from '../../http/escape-html.ts';
import { buildLocationName } from '../jobs/jobs.presenter.ts';
import type { JobRow } from '../jobs/jobs.table.ts';

export const FEED_SIZE = 50;
export type FeedFormat = 'rss' | 'atom';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** The public page of a job (absolute, for feed readers). */
export function jobPageUrl(publicUrl: string, job: Pick<JobRow, 'id' | 'slug'>): string {
  return `${publicUrl}/jobs/${job.id}/${encodeURIComponent(job.slug)}`;
}

/** The feed's subject: where the jobs are (remote, outside the US) and what they match. */
export function describeSearch(filters: SearchFilters): string {
  const scope = filters.anywhere ? 'Remote jobs' : filters.outside ? 'Jobs outside the US' : undefined;
  if (filters.keywords) return `${scope ?? 'Jobs'} matching "${filters.keywords}"`;
  return scope ?? 'Newest jobs';
}

/** An RSS 2.0 or Atom document of a search's newest jobs. */
export function buildSearchFeed(
  publicUrl: string,
  filters: SearchFilters,
  rows: JobRow[],
  format: FeedFormat,
  now: Date,
): string {
  const query = toQueryString({ ...filters, page: undefined, pageSize: undefined, sort: undefined });
  const searchUrl = `${publicUrl}/search${query ? `?${query}` : ''}`;
  const feedUrl = `${publicUrl}/api/jobs/search/feed?${query ? `${query}&` : ''}format=${format}`;
  const updated = rows.reduce<Date | undefined>((latest, row) => {
    const d = row.dateAdded ?? row.createdAt;
    return !latest || d > latest ? d : latest;
  }, undefined);
  const feed = new Feed({
    id: searchUrl,
    title: `Good Food Jobs: ${describeSearch(filters)}`,
    description: 'Jobs in the sustainable food and agriculture sector',
    link: searchUrl,
    language: 'en',
    // An empty feed was last updated now, not in 1970.
    updated: updated ?? now,
    author: { name: 'Good Food Jobs', link: publicUrl },
    generator: false,
    copyright: 'Good Food Jobs',
    feedLinks: { [format]: feedUrl },
  });
  for (const row of rows) {
    const url = jobPageUrl(publicUrl, row);
    const title = `${row.position} at ${row.companyName}`;
    const summary = `${row.companyName}, ${buildLocationName(row)}`;
    feed.addItem({
      title: format === 'atom' ? escapeHtml(title) : title,
      // The link alone: RSS then marks it as the permalink guid, Atom uses it as the entry id.
      link: url,
      date: row.dateAdded ?? row.createdAt,
      description: format === 'atom' ? escapeHtml(summary) : summary,
    });
  }
  // Stored titles (and the URL's keywords) may hold characters XML cannot carry.
  return xmlDocument(format === 'atom' ? feed.atom1() : feed.rss2());
}
