/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

// A business for sale is not a job: a buyer's message is an inquiry to the seller, with no resume
// and no "application" in its words (decision 073).

export interface InquiryMailProps {
  inquirerName: string;
  inquirerEmail: string;
  message: string;
  position: string;
  companyName: string;
  listingUrl: string;
}

/** To the seller (the listing's inquiry email), answerable by replying. */
export const inquiryToSellerTemplate = defineMailTemplate<InquiryMailProps>({
  name: 'inquiry-seller',
  Html: (p) => (
    <MailLayout title={`New inquiry: ${p.position}`}>
      <MailParagraph>
        {p.inquirerName} ({p.inquirerEmail}) sent you an inquiry through Good Food Jobs about your business
        for sale,{' '}
        <a href={p.listingUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>
        .
      </MailParagraph>
      <MailQuote>{p.message}</MailQuote>
      <MailParagraph>Reply to this email to answer {p.inquirerName}.</MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `${p.inquirerName} (${p.inquirerEmail}) sent you an inquiry through Good Food Jobs about your business for sale, ${p.position}.\n${p.listingUrl}\n\n${p.message}\n\nReply to this email to answer ${p.inquirerName}.\n`,
});

/** The inquirer's copy. */
export const inquiryCopyTemplate = defineMailTemplate<InquiryMailProps>({
  name: 'inquiry-copy',
  Html: (p) => (
    <MailLayout title="Your inquiry was sent">
      <MailParagraph>Hi {p.inquirerName},</MailParagraph>
      <MailParagraph>
        We sent your inquiry about{' '}
        <a href={p.listingUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>{' '}
        to the seller, {p.companyName}. They will answer you at {p.inquirerEmail}. This is your copy.
      </MailParagraph>
      <MailQuote>{p.message}</MailQuote>
    </MailLayout>
  ),
  text: (p) =>
    `Hi ${p.inquirerName},\n\nWe sent your inquiry about ${p.position} to the seller, ${p.companyName}. They will answer you at ${p.inquirerEmail}. This is your copy.\n${p.listingUrl}\n\n${p.message}\n`,
});
