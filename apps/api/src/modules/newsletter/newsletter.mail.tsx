/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph, mailColors } from '../mail/templates/layout.tsx';

export interface ConfirmSubscriptionProps {
  url: string;
}

/** The double opt-in email (product decisions: Email, newsletter). */
export const confirmSubscriptionTemplate = defineMailTemplate<ConfirmSubscriptionProps>({
  name: 'newsletter-confirm',
  Html: ({ url }) => (
    <MailLayout title="Please confirm your subscription">
      <MailParagraph>
        Thanks for signing up for the Good Food Jobs newsletter. It goes out every Tuesday with new jobs,
        stories from the field and advice for working in good food.
      </MailParagraph>
      <MailButton href={url}>Yes, subscribe me</MailButton>
      <MailParagraph>
        If you did not ask for this, ignore this email: you will not hear from us again. The link works for 7
        days.
      </MailParagraph>
    </MailLayout>
  ),
  text: ({ url }) =>
    `Thanks for signing up for the Good Food Jobs newsletter. It goes out every Tuesday with new jobs, stories from the field and advice for working in good food.\n\nConfirm your subscription: ${url}\n\nIf you did not ask for this, ignore this email: you will not hear from us again. The link works for 7 days.\n`,
});

export interface NewsletterIssueMailProps {
  title: string;
  /** Sanitised HTML of the issue (stored sanitised). */
  contentHtml: string;
  contentText: string;
  issueUrl: string;
  archiveUrl: string;
  unsubscribeUrl: string;
}

/** A published issue, to one confirmed subscriber, with their own unsubscribe link. */
export const newsletterIssueTemplate = defineMailTemplate<NewsletterIssueMailProps>({
  name: 'newsletter-issue',
  Html: ({ title, contentHtml, issueUrl, archiveUrl, unsubscribeUrl }) => (
    <MailLayout title={title}>
      {/* Stored sanitised on write (modules/rich-text), like every page that shows it. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write */}
      <div style={{ fontSize: 16, lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      <p style={{ fontSize: 13, color: mailColors.muted, margin: '24px 0 0' }}>
        <a href={issueUrl} style={{ color: mailColors.muted }}>
          Read it on the web
        </a>{' '}
        ·{' '}
        <a href={archiveUrl} style={{ color: mailColors.muted }}>
          Newsletter archive
        </a>{' '}
        ·{' '}
        <a href={unsubscribeUrl} style={{ color: mailColors.muted }}>
          Unsubscribe
        </a>
      </p>
    </MailLayout>
  ),
  text: ({ title, contentText, issueUrl, archiveUrl, unsubscribeUrl }) =>
    `${title}\n\n${contentText}\n\nRead it on the web: ${issueUrl}\nNewsletter archive: ${archiveUrl}\nUnsubscribe: ${unsubscribeUrl}\n`,
});
