/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph } from '../mail/templates/layout.tsx';

interface ListingProps {
  position: string;
  companyName: string;
}

/** To the poster: staff approved the listing (or it was approved at once: a trusted poster). */
export const listingApprovedTemplate = defineMailTemplate<
  ListingProps & { jobUrl: string; expiresOn: string }
>({
  name: 'listing-approved',
  Html: (p) => (
    <MailLayout title="Your listing is live">
      <MailParagraph>
        Good news: your listing {p.position} at {p.companyName} is approved and live on Good Food Jobs. It
        stays up until {p.expiresOn}.
      </MailParagraph>
      <MailButton href={p.jobUrl}>See your listing</MailButton>
    </MailLayout>
  ),
  text: (p) =>
    `Good news: your listing ${p.position} at ${p.companyName} is approved and live on Good Food Jobs. It stays up until ${p.expiresOn}.\n\nSee your listing: ${p.jobUrl}\n`,
});

/** To the poster: staff returned the listing to draft, with their reason. */
export const listingReturnedTemplate = defineMailTemplate<ListingProps & { reason: string; editUrl: string }>(
  {
    name: 'listing-returned',
    Html: (p) => (
      <MailLayout title="Your listing needs a change">
        <MailParagraph>
          We read your listing {p.position} at {p.companyName} and returned it to your drafts before it goes
          live. Our reason:
        </MailParagraph>
        <MailParagraph>{p.reason}</MailParagraph>
        <MailParagraph>Edit the draft and submit it again; we will review it within 24 hours.</MailParagraph>
        <MailButton href={p.editUrl}>Edit your draft</MailButton>
      </MailLayout>
    ),
    text: (p) =>
      `We read your listing ${p.position} at ${p.companyName} and returned it to your drafts before it goes live. Our reason:\n\n${p.reason}\n\nEdit the draft and submit it again; we will review it within 24 hours.\n\nEdit your draft: ${p.editUrl}\n`,
  },
);

/** To the poster, 8 days and 1 day before the listing expires. */
export const expiryReminderTemplate = defineMailTemplate<
  ListingProps & {
    days: number;
    expiresOn: string;
    jobUrl: string;
    markFilledUrl: string;
    /** The poster's listings, where an ended listing is posted again (decision 061). */
    listingsUrl: string;
  }
>({
  name: 'listing-expiry-reminder',
  Html: (p) => (
    <MailLayout title="Your listing expires soon">
      <MailParagraph>
        Your listing {p.position} at {p.companyName} expires in {p.days === 1 ? '1 day' : `${p.days} days`},
        on {p.expiresOn}.
      </MailParagraph>
      <MailParagraph>Found someone? Mark it as filled with one click, so applicants know.</MailParagraph>
      <MailButton href={p.markFilledUrl}>Mark as filled</MailButton>
      <MailParagraph>See your listing: {p.jobUrl}</MailParagraph>
      <MailParagraph>
        Still looking once it ends? Post it again from your listings: it comes back as a new draft to check
        and submit. {p.listingsUrl}
      </MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `Your listing ${p.position} at ${p.companyName} expires in ${p.days === 1 ? '1 day' : `${p.days} days`}, on ${p.expiresOn}.\n\nFound someone? Mark it as filled with one click, so applicants know: ${p.markFilledUrl}\n\nSee your listing: ${p.jobUrl}\n\nStill looking once it ends? Post it again from your listings: it comes back as a new draft to check and submit. ${p.listingsUrl}\n`,
});
