/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

// A business for sale is not a job: a buyer's message is an enquiry to the seller, with no resume
// and no "application" in its words (decision 073).

export interface EnquiryMailProps {
  enquirerName: string;
  enquirerEmail: string;
  message: string;
  position: string;
  companyName: string;
  listingUrl: string;
}

/** To the seller (the listing's enquiry email), answerable by replying. */
export const enquiryToSellerTemplate = defineMailTemplate<EnquiryMailProps>({
  name: 'enquiry-seller',
  Html: (p) => (
    <MailLayout title={`New enquiry: ${p.position}`}>
      <MailParagraph>
        {p.enquirerName} ({p.enquirerEmail}) sent you an enquiry through Good Food Jobs about your business
        for sale,{' '}
        <a href={p.listingUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>
        .
      </MailParagraph>
      <MailQuote>{p.message}</MailQuote>
      <MailParagraph>Reply to this email to answer {p.enquirerName}.</MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `${p.enquirerName} (${p.enquirerEmail}) sent you an enquiry through Good Food Jobs about your business for sale, ${p.position}.\n${p.listingUrl}\n\n${p.message}\n\nReply to this email to answer ${p.enquirerName}.\n`,
});

/** The enquirer's copy. */
export const enquiryCopyTemplate = defineMailTemplate<EnquiryMailProps>({
  name: 'enquiry-copy',
  Html: (p) => (
    <MailLayout title="Your enquiry was sent">
      <MailParagraph>Hi {p.enquirerName},</MailParagraph>
      <MailParagraph>
        We sent your enquiry about{' '}
        <a href={p.listingUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>{' '}
        to the seller, {p.companyName}. They will answer you at {p.enquirerEmail}. This is your copy.
      </MailParagraph>
      <MailQuote>{p.message}</MailQuote>
    </MailLayout>
  ),
  text: (p) =>
    `Hi ${p.enquirerName},\n\nWe sent your enquiry about ${p.position} to the seller, ${p.companyName}. They will answer you at ${p.enquirerEmail}. This is your copy.\n${p.listingUrl}\n\n${p.message}\n`,
});
