import { BUSINESS_FOR_SALE_POST_TYPE_ID } from '@gfj/contracts/lookups';

/**
 * How a listing's page speaks of answering it. A business for sale is not a job: its buyers send
 * the seller an enquiry, they do not apply, and no resume is asked of them (decision 073). Jobs and
 * education programs are applied to. The spec gives only "Apply Now" (core 2); the enquiry words
 * follow the business for sale's own posting labels ("How to enquire", "How should buyers get in
 * touch?", "Enquiries from buyers will be sent to this address.").
 */
export interface ListingWording {
  /** True for a business for sale. */
  isEnquiry: boolean;
  /** The button that opens the ways to answer (core 2's Apply Now). */
  cta: string;
  /** The job page's section and the ways' page or modal. */
  sectionTitle: string;
  waysTitle: string;
  formTitle: (position: string) => string;
  closedTitle: string;
  noLongerTaken: string;
  notTaking: string;
  filled: string;
  onSite: (companyName: string) => string;
  onlineTitle: string;
  onlineLink: (host: string) => string;
  /** The job page's list of ways: "Online: apply on example.org". */
  onlineInline: (host: string) => string;
  hereTitle: string;
  hereText: (companyName: string) => string;
  submit: string;
  confirmFirst: string;
  backToListing: string;
}

export const APPLY_WORDING: ListingWording = {
  isEnquiry: false,
  cta: 'Apply Now',
  sectionTitle: 'How to apply',
  waysTitle: 'Ways to apply',
  formTitle: (position) => `Apply: ${position}`,
  closedTitle: 'Applications',
  noLongerTaken: 'This listing no longer takes applications.',
  notTaking: 'Not accepting applications',
  filled: 'Position filled',
  onSite: (companyName) => `On this site: choose Apply Now and we email your resume to ${companyName}`,
  onlineTitle: 'Apply online',
  onlineLink: (host) => `Apply on ${host}`,
  onlineInline: (host) => `apply on ${host}`,
  hereTitle: 'Apply here',
  hereText: (companyName) => `We will email your application and resume to ${companyName}.`,
  submit: 'Send application',
  confirmFirst:
    'Please confirm your email address before you apply: follow the link in the email we sent you, or ask for a new one from the job page.',
  backToListing: 'Back to the job',
};

export const ENQUIRY_WORDING: ListingWording = {
  isEnquiry: true,
  cta: 'Enquire Now',
  sectionTitle: 'How to enquire',
  waysTitle: 'Ways to enquire',
  formTitle: (position) => `Enquire: ${position}`,
  closedTitle: 'Enquiries',
  noLongerTaken: 'This listing no longer takes enquiries.',
  notTaking: 'Not taking enquiries',
  filled: 'No longer for sale',
  onSite: (companyName) =>
    `On this site: choose Enquire Now and we email your message to the seller, ${companyName}`,
  onlineTitle: 'Enquire online',
  onlineLink: (host) => `Enquire on ${host}`,
  onlineInline: (host) => `enquire on ${host}`,
  hereTitle: 'Enquire here',
  hereText: (companyName) => `We will email your message to the seller, ${companyName}.`,
  submit: 'Send enquiry',
  confirmFirst:
    'Please confirm your email address before you enquire: follow the link in the email we sent you, or ask for a new one from the listing.',
  backToListing: 'Back to the listing',
};

export function listingWording(job: { post_type: { id: number } }): ListingWording {
  return job.post_type.id === BUSINESS_FOR_SALE_POST_TYPE_ID ? ENQUIRY_WORDING : APPLY_WORDING;
}
