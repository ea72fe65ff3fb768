/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

export interface EmailFriendProps {
  senderName: string;
  senderEmail: string;
  message: string;
  position: string;
  companyName: string;
  location: string;
  url: string;
}

/** "Email a friend" from a job page (core 2): the sender's note and the job's link. */
export const emailFriendTemplate = defineMailTemplate<EmailFriendProps>({
  name: 'email-a-friend',
  Html: ({ senderName, senderEmail, message, position, companyName, location, url }) => (
    <MailLayout title={`${senderName} shared a job with you`}>
      <MailParagraph>
        {senderName} ({senderEmail}) thought you would like this job on Good Food Jobs:
      </MailParagraph>
      <p style={{ margin: '0 0 16px', fontSize: 18 }}>
        <a href={url} style={{ color: mailColors.green, fontWeight: 'bold', textDecoration: 'none' }}>
          {position}
        </a>
        <br />
        <span style={{ color: mailColors.muted, fontSize: 15 }}>
          {companyName}
          {location ? ` · ${location}` : ''}
        </span>
      </p>
      <MailQuote>{message}</MailQuote>
      <MailButton href={url}>View the job</MailButton>
    </MailLayout>
  ),
  text: ({ senderName, senderEmail, message, position, companyName, location, url }) =>
    `${senderName} (${senderEmail}) thought you would like this job on Good Food Jobs:\n\n${position}\n${companyName}${location ? `, ${location}` : ''}\n\n${message}\n\nView the job: ${url}\n`,
});
