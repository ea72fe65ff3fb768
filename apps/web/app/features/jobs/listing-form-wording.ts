import { isInquiry } from './listing-wording.ts';

/**
 * The words of the ways to answer a listing and of its form (the modal and the apply page): an
 * application, or for a business for sale an inquiry to the seller with no resume (decision 073).
 */
export interface ListingFormWording {
  /** True for a business for sale: a required message, no resume. */
  isInquiry: boolean;
  formTitle: (position: string) => string;
  waysTitle: string;
  onlineTitle: string;
  onlineLink: (host: string) => string;
  hereTitle: string;
  hereText: (companyName: string) => string;
  submit: string;
  confirmFirst: string;
  backToListing: string;
}

export const APPLY_FORM_WORDING: ListingFormWording = {
  isInquiry: false,
  formTitle: (position) => `Apply: ${position}`,
  waysTitle: 'Ways to apply',
  onlineTitle: 'Apply online',
  onlineLink: (host) => `Apply on ${host}`,
  hereTitle: 'Apply here',
  hereText: (companyName) => `We will email your application and resume to ${companyName}.`,
  submit: 'Send application',
  confirmFirst:
    'Please confirm your email address before you apply: follow the link in the email we sent you, or ask for a new one from the job page.',
  backToListing: 'Back to the job',
};

export const INQUIRY_FORM_WORDING: ListingFormWording = {
  isInquiry: true,
  formTitle: (position) => `Inquire: ${position}`,
  waysTitle: 'Ways to inquire',
  onlineTitle: 'Inquire online',
  onlineLink: (host) => `Inquire on ${host}`,
  hereTitle: 'Inquire here',
  hereText: (companyName) => `We will email your message to the seller, ${companyName}.`,
  submit: 'Send inquiry',
  confirmFirst:
    'Please confirm your email address before you inquire: follow the link in the email we sent you, or ask for a new one from the listing.',
  backToListing: 'Back to the listing',
};

export function listingFormWording(job: { post_type: { id: number } }): ListingFormWording {
  return isInquiry(job) ? INQUIRY_FORM_WORDING : APPLY_FORM_WORDING;
}
