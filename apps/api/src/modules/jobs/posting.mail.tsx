/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph } from '../mail/templates/layout.tsx';

export interface ListingMailProps {
  position: string;
  companyName: string;
  /** The listing's page (owners and staff see it before it is approved). */
  jobUrl: string;
  /** The poster's listings (the dashboard). */
  listingsUrl: string;
}

/** To the poster once the listing is submitted (paid for or covered by a package credit). */
export const listingReceivedTemplate = defineMailTemplate<ListingMailProps>({
  name: 'listing-received',
  Html: (p) => (
    <MailLayout title="We received your listing">
      <MailParagraph>
        Thank you! We received your listing {p.position} at {p.companyName}. Our team reads every listing
        before it goes live: yours will be reviewed within 24 hours, and we will email you when it is
        published.
      </MailParagraph>
      <MailButton href={p.jobUrl}>See your listing</MailButton>
      <MailParagraph>
        You can follow it with your other listings in your account: {p.listingsUrl}
      </MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `Thank you! We received your listing ${p.position} at ${p.companyName}. Our team reads every listing before it goes live: yours will be reviewed within 24 hours, and we will email you when it is published.\n\nSee your listing: ${p.jobUrl}\n\nYour listings: ${p.listingsUrl}\n`,
});

export interface PendingListingMailProps extends ListingMailProps {
  posterEmail: string;
}

/** To every staff account: a new listing waits for review. */
export const listingPendingStaffTemplate = defineMailTemplate<PendingListingMailProps>({
  name: 'listing-pending-staff',
  Html: (p) => (
    <MailLayout title="A new listing to review">
      <MailParagraph>
        {p.posterEmail} submitted {p.position} at {p.companyName}. It is pending review; the poster was told
        it will be reviewed within 24 hours.
      </MailParagraph>
      <MailButton href={p.jobUrl}>Review the listing</MailButton>
    </MailLayout>
  ),
  text: (p) =>
    `${p.posterEmail} submitted ${p.position} at ${p.companyName}. It is pending review; the poster was told it will be reviewed within 24 hours.\n\nReview the listing: ${p.jobUrl}\n`,
});
