import type { Testimonial } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { TestimonialRow } from './testimonials.repository.ts';

/** A testimonial; the submitter's email and image only when `withSubmitterDetails` (staff). */
export function presentTestimonial(row: TestimonialRow, withSubmitterDetails = false) {
  const iri = iriOf('testimonials', row.id);
  return contentMember('Testimonial', iri, {
    id: row.id,
    category: row.category,
    name: row.name,
    email: withSubmitterDetails ? row.email : null,
    country: row.country,
    state: row.state,
    city: row.city,
    position_title: row.positionTitle,
    website_url: row.websiteUrl,
    website_name: row.websiteName,
    content: row.content,
    show_on_home: row.showOnHome === 1 ? 1 : 0,
    show_on_checkout_success: row.showOnCheckoutSuccess === 1 ? 1 : 0,
    status: row.status,
    date_added: formatDateTime(row.dateAdded),
    attachment: withSubmitterDetails && row.attachmentPath ? `${iri}/attachment` : null,
    attachment_name: withSubmitterDetails ? row.attachmentName : null,
  }) satisfies Testimonial;
}
