import type { NewsletterIssue, NewsletterItem, NewsletterSubscriber } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember, optionalDate } from '../content/content.presenter.ts';
import type { IssueRow, SubscriberRow } from './newsletter.repository.ts';

/** An issue's page on the site (content 3: item_url). */
export function issuePath(slug: string): string {
  return `/newsletter/${slug}`;
}

/** An archive card's data (content 3: newsletter item), for published issues. */
export function presentNewsletterItem(row: IssueRow): NewsletterItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    guest_post: row.guestPost,
    ...(row.imgLink ? { img_link: row.imgLink } : {}),
    item_url: issuePath(row.slug),
    date_added: formatDateTime(row.dateAdded ?? row.createdAt),
  };
}

export function presentNewsletterIssue(row: IssueRow, recipients: number) {
  return contentMember('NewsletterIssue', iriOf('newsletter-issues', row.id), {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    guest_post: row.guestPost,
    img_link: row.imgLink,
    item_url: issuePath(row.slug),
    status: row.status,
    date_added: optionalDate(row.dateAdded),
    sent_at: optionalDate(row.sentAt),
    recipients_count: recipients,
  }) satisfies NewsletterIssue;
}

export function presentNewsletterSubscriber(row: SubscriberRow) {
  return contentMember('NewsletterSubscriber', iriOf('newsletter-subscribers', row.id), {
    id: row.id,
    email: row.email,
    status: row.status,
    date_added: formatDateTime(row.createdAt),
    confirmed_at: optionalDate(row.confirmedAt),
    unsubscribed_at: optionalDate(row.unsubscribedAt),
  }) satisfies NewsletterSubscriber;
}
