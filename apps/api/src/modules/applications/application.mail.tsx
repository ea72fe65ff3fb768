/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

export interface ApplicationMailProps {
  applicantName: string;
  applicantEmail: string;
  message: string;
  position: string;
  companyName: string;
  jobUrl: string;
  resumeName: string;
}

function Message({ message }: { message: string }) {
  if (!message) return null;
  return <MailQuote>{message}</MailQuote>;
}

/** To the employer (the job's application email), with the resume attached. */
export const applicationToEmployerTemplate = defineMailTemplate<ApplicationMailProps>({
  name: 'application-employer',
  Html: (p) => (
    <MailLayout title={`New application: ${p.position}`}>
      <MailParagraph>
        {p.applicantName} ({p.applicantEmail}) applied through Good Food Jobs for{' '}
        <a href={p.jobUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>{' '}
        at {p.companyName}.
      </MailParagraph>
      <Message message={p.message} />
      <MailParagraph>
        The resume is attached ({p.resumeName}). Reply to this email to answer {p.applicantName}.
      </MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `${p.applicantName} (${p.applicantEmail}) applied through Good Food Jobs for ${p.position} at ${p.companyName}.\n${p.jobUrl}\n\n${p.message ? `${p.message}\n\n` : ''}The resume is attached (${p.resumeName}). Reply to this email to answer ${p.applicantName}.\n`,
});

/** The applicant's copy. */
export const applicationCopyTemplate = defineMailTemplate<ApplicationMailProps>({
  name: 'application-copy',
  Html: (p) => (
    <MailLayout title="Your application was sent">
      <MailParagraph>Hi {p.applicantName},</MailParagraph>
      <MailParagraph>
        We sent your application for{' '}
        <a href={p.jobUrl} style={{ color: mailColors.green }}>
          {p.position}
        </a>{' '}
        at {p.companyName} to the employer, with your resume ({p.resumeName}). This is your copy.
      </MailParagraph>
      <Message message={p.message} />
      <MailParagraph>Good luck!</MailParagraph>
    </MailLayout>
  ),
  text: (p) =>
    `Hi ${p.applicantName},\n\nWe sent your application for ${p.position} at ${p.companyName} to the employer, with your resume (${p.resumeName}). This is your copy.\n${p.jobUrl}\n\n${p.message ? `${p.message}\n\n` : ''}Good luck!\n`,
});
