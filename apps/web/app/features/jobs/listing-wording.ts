import { BUSINESS_FOR_SALE_POST_TYPE_ID } from '@gfj/contracts/job-display';

/**
 * How a listing's page speaks of answering it. A business for sale is not a job: its buyers send
 * the seller an enquiry, they do not apply, and no resume is asked of them (decision 073). Jobs and
 * education programs are applied to. The spec gives only "Apply Now" (core 2); the enquiry words
 * follow the business for sale's own posting labels ("How to enquire", "How should buyers get in
 * touch?", "Enquiries from buyers will be sent to this address."). The words of the ways to answer
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

const ENQUIRE: ListingWording = {
  cta: 'Enquire Now',
  sectionTitle: 'How to enquire',
  closedTitle: 'Enquiries',
  noLongerTaken: 'This listing no longer takes enquiries.',
  notTaking: 'Not taking enquiries',
  filled: 'No longer for sale',
  onSite: (companyName) =>
    `On this site: choose Enquire Now and we email your message to the seller, ${companyName}`,
  onlineInline: (host) => `enquire on ${host}`,
};

/** True for a business for sale: its buyers enquire. */
export function isEnquiry(job: { post_type: { id: number } }): boolean {
  return job.post_type.id === BUSINESS_FOR_SALE_POST_TYPE_ID;
}

export function listingWording(job: { post_type: { id: number } }): ListingWording {
  return isEnquiry(job) ? ENQUIRE : APPLY;
}
