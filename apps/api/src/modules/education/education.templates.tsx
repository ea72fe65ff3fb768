/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

export interface AlumInquiryProps {
  alumName: string;
  establishment: string;
  senderName: string;
  senderEmail: string;
  message: string;
  contactEmail: string;
}

/** To the alum (content 2): the visitor's question; Reply-To is the visitor, who waits for an answer. */
export const alumInquiryTemplate = defineMailTemplate<AlumInquiryProps>({
  name: 'alum-inquiry',
  Html: ({ alumName, establishment, senderName, senderEmail, message, contactEmail }) => (
    <MailLayout title={`A question about ${establishment}`}>
      <MailParagraph>Hi {alumName},</MailParagraph>
      <MailParagraph>
        {senderName} ({senderEmail}) found you in the Good Food Jobs education directory and would like to
        hear about your time at {establishment}:
      </MailParagraph>
      <MailQuote>{message}</MailQuote>
      <MailParagraph>
        Reply to this email to answer {senderName} directly. Thank you for helping!
      </MailParagraph>
      <p style={{ fontSize: 13, color: mailColors.muted, margin: '16px 0 0' }}>
        Something wrong with this message? Write to us at {contactEmail}.
      </p>
    </MailLayout>
  ),
  text: ({ alumName, establishment, senderName, senderEmail, message, contactEmail }) =>
    `Hi ${alumName},\n\n${senderName} (${senderEmail}) found you in the Good Food Jobs education directory and would like to hear about your time at ${establishment}:\n\n${message}\n\nReply to this email to answer ${senderName} directly. Thank you for helping!\n\nSomething wrong with this message? Write to us at ${contactEmail}.\n`,
});
