/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from './define-template.ts';
import { MailButton, MailLayout, MailParagraph } from './layout.tsx';

export interface ResetPasswordProps {
  username: string;
  url: string;
}

export const resetPasswordTemplate = defineMailTemplate<ResetPasswordProps>({
  name: 'reset-password',
  Html: ({ username, url }) => (
    <MailLayout title="Reset your password">
      <MailParagraph>Hi {username},</MailParagraph>
      <MailParagraph>Someone asked to reset the password of your Good Food Jobs account.</MailParagraph>
      <MailButton href={url}>Choose a new password</MailButton>
      <MailParagraph>
        This link works once and expires in 1 hour. If you did not ask for it, ignore this email.
      </MailParagraph>
    </MailLayout>
  ),
  text: ({ username, url }) =>
    `Hi ${username},\n\nSomeone asked to reset the password of your Good Food Jobs account. Choose a new password here:\n\n${url}\n\nThis link works once and expires in 1 hour. If you did not ask for it, ignore this email.\n`,
});
