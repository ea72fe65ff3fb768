// Without zod, so pages that only show these texts do not load it. The job page's own two come
// from job-page-messages.ts, which is all of this its first load carries.
import { appliedOn, inquiredOn, SHARE_SENT } from './job-page-messages.ts';

/** The job seeker features' exact texts (core 2, 8) and the API's own messages. */
export const SEEKER_MESSAGES = {
  shareSent: SHARE_SENT,
  shareSentModal: 'your message has been sent. thanks for sharing!',
  searchSaved: 'Your search has been saved successfully.',
  searchNotSavable: 'Choose at least one search filter before saving this search.',
  alreadyFollowing: 'You are already following this job.',
  followOwnOnly: 'You can only follow jobs for your own account.',
  resumeRequired: 'Please attach your resume.',
  resumeType: 'The resume must be a PDF or Word (DOCX) document.',
  resumeTooLarge: 'The resume must be 10 MB or smaller.',
  notApplicable: 'This job does not take applications through this site.',
  applicationsClosed: 'This job is no longer accepting applications.',
  applicationSent: 'Your application has been sent.',
  /** Shown on the job page once the signed-in user has applied through the site. */
  appliedOn,
  /** The 409 for a second application to the same job. */
  alreadyApplied: (date: string) => `You already applied to this job on ${date}.`,
  // A business for sale's inquiries, sent through the same form (decision 073).
  inquirySent: 'Your message has been sent to the seller.',
  inquiredOn,
  alreadyInquired: (date: string) => `You already sent the seller a message on ${date}.`,
  inquiryMessageRequired: 'Please write your message to the seller.',
  inquiriesClosed: 'This business is no longer taking inquiries.',
  inquiriesNotHere: 'This listing does not take inquiries through this site.',
  unsubscribed: 'You will no longer receive job alerts for this search.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;
