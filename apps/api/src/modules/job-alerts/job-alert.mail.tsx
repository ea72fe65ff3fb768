/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph, mailColors } from '../mail/templates/layout.tsx';

export interface JobAlertJob {
  position: string;
  companyName: string;
  location: string;
  url: string;
}

export interface JobAlertProps {
  searchName: string;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  jobs: JobAlertJob[];
}

function jobCountText(n: number): string {
  return n === 1 ? '1 new job matches' : `${n} new jobs match`;
}

/** The daily digest of one saved search (product decisions: Email, job alerts). */
export const jobAlertTemplate = defineMailTemplate<JobAlertProps>({
  name: 'job-alert',
  Html: ({ searchName, searchUrl, manageUrl, unsubscribeUrl, jobs }) => (
    <MailLayout title={`New jobs for “${searchName}”`}>
      <MailParagraph>{jobCountText(jobs.length)} your saved search since the last alert.</MailParagraph>
      <ul style={{ padding: 0, margin: '0 0 16px', listStyle: 'none' }}>
        {jobs.map((job) => (
          <li key={job.url} style={{ padding: '12px 0', borderBottom: `1px solid ${mailColors.border}` }}>
            <a href={job.url} style={{ color: mailColors.green, fontWeight: 'bold', textDecoration: 'none' }}>
              {job.position}
            </a>
            <br />
            <span style={{ color: mailColors.muted }}>
              {job.companyName}
              {job.location ? ` · ${job.location}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <MailButton href={searchUrl}>See all results</MailButton>
      <p style={{ fontSize: 13, color: mailColors.muted, margin: '16px 0 0' }}>
        You get this email because you saved this search on Good Food Jobs.{' '}
        <a href={manageUrl} style={{ color: mailColors.muted }}>
          Manage your saved searches
        </a>{' '}
        or{' '}
        <a href={unsubscribeUrl} style={{ color: mailColors.muted }}>
          unsubscribe from this alert
        </a>
        .
      </p>
    </MailLayout>
  ),
  text: ({ searchName, searchUrl, manageUrl, unsubscribeUrl, jobs }) =>
    [
      `New jobs for "${searchName}"`,
      '',
      `${jobCountText(jobs.length)} your saved search since the last alert.`,
      '',
      ...jobs.map(
        (job) =>
          `- ${job.position}, ${job.companyName}${job.location ? `, ${job.location}` : ''}\n  ${job.url}`,
      ),
      '',
      `See all results: ${searchUrl}`,
      '',
      `Manage your saved searches: ${manageUrl}`,
      `Unsubscribe from this alert: ${unsubscribeUrl}`,
      '',
    ].join('\n'),
});
