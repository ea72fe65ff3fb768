/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from './define-template.ts';
import { MailButton, MailLayout, MailParagraph } from './layout.tsx';

export interface ConfirmEmailProps {
  username: string;
  url: string;
}

export const confirmEmailTemplate = defineMailTemplate<ConfirmEmailProps>({
  name: 'confirm-email',
  Html: ({ username, url }) => (
    <MailLayout title="Please confirm your email">
      <MailParagraph>Hi {username},</MailParagraph>
      <MailParagraph>
        Thanks for joining Good Food Jobs. Confirm your email address to apply for and post jobs.
      </MailParagraph>
      <MailButton href={url}>Confirm my email</MailButton>
      <MailParagraph>This link works once and expires in 48 hours.</MailParagraph>
    </MailLayout>
  ),
  text: ({ username, url }) =>
    `Hi ${username},\n\nThanks for joining Good Food Jobs. Confirm your email address to apply for and post jobs:\n\n${url}\n\nThis link works once and expires in 48 hours.\n`,
});
