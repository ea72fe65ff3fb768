import { BUSINESS_FOR_SALE_POST_TYPE_ID } from '@gfj/contracts/job-display';

/**
 * How a listing's page speaks of answering it. A business for sale is not a job: its buyers send
 * the seller an inquiry, they do not apply, and no resume is asked of them (decision 073). Jobs and
 * education programs are applied to. The spec gives only "Apply Now" (core 2); the inquiry words
 * follow the business for sale's own posting labels ("How to inquire", "How should buyers get in
 * touch?", "Inquiries from buyers will be sent to this address."). The words of the ways to answer
 * and of the form, which load when asked for, are in listing-form-wording.ts.
 */
export interface ListingWording {
  /** The button that opens the ways to answer (core 2's Apply Now). */
  cta: string;
  sectionTitle: string;
  closedTitle: string;
  noLongerTaken: string;
  notTaking: string;
  filled: string;
  onSite: (companyName: string) => string;
  /** The job page's list of ways: "Online: apply on example.org". */
  onlineInline: (host: string) => string;
}

const APPLY: ListingWording = {
  cta: 'Apply Now',
  sectionTitle: 'How to apply',
  closedTitle: 'Applications',
  noLongerTaken: 'This listing no longer takes applications.',
  notTaking: 'Not accepting applications',
  filled: 'Position filled',
  onSite: (companyName) => `On this site: choose Apply Now and we email your resume to ${companyName}`,
  onlineInline: (host) => `apply on ${host}`,
};

const INQUIRE: ListingWording = {
  cta: 'Inquire Now',
  sectionTitle: 'How to inquire',
  closedTitle: 'Inquiries',
  noLongerTaken: 'This listing no longer takes inquiries.',
  notTaking: 'Not taking inquiries',
  filled: 'No longer for sale',
  onSite: (companyName) =>
    `On this site: choose Inquire Now and we email your message to the seller, ${companyName}`,
  onlineInline: (host) => `inquire on ${host}`,
};

/** True for a business for sale: its buyers inquire. */
export function isInquiry(job: { post_type: { id: number } }): boolean {
  return job.post_type.id === BUSINESS_FOR_SALE_POST_TYPE_ID;
}

export function listingWording(job: { post_type: { id: number } }): ListingWording {
  return isInquiry(job) ? INQUIRE : APPLY;
}
