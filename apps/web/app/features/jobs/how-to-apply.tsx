import type { Job } from '@gfj/contracts';
import { ApplyButton } from '../job-actions/apply-button.tsx';
import { TaggedJobLink } from '../job-actions/tagged-link.tsx';

/** The status text shown instead of Apply Now when a job no longer takes applications (core 2). */
export function describeClosedStatus(job: Job): string | null {
  if (job.status === 'filled') return 'Position filled';
  if (job.status === 'expired') return 'This listing has expired';
  if (job.past_deadline) return 'Deadline passed';
  if (job.status !== 'approved') return 'Not accepting applications';
  return null;
}

export function HowToApply({ job }: { job: Job }) {
  const closed = describeClosedStatus(job);
  const hasWays =
    job.how_to_apply_email || job.how_to_apply_online || job.how_to_apply_phone || job.how_to_apply_in_person;
  return (
    <section className="how-to-apply" id="how-to-apply" aria-labelledby="how-to-apply-title">
      <h2 id="how-to-apply-title">How to apply</h2>
      {closed ? (
        <p className="how-to-apply__closed" role="status">
          {closed}
        </p>
      ) : null}
      {job.how_to_apply ? <p>{job.how_to_apply}</p> : null}
      {hasWays ? (
        <ul className="how-to-apply__ways">
          {job.how_to_apply_online ? (
            <li>
              Online:{' '}
              <TaggedJobLink
                jobId={job.id}
                tag="apply-online"
                href={job.how_to_apply_online}
                rel="noopener nofollow"
              >
                apply on {new URL(job.how_to_apply_online, 'https://invalid.local').host}
              </TaggedJobLink>
            </li>
          ) : null}
          {job.how_to_apply_email ? (
            <li>On this site: choose Apply Now and we email your resume to {job.company_name}</li>
          ) : null}
          {job.how_to_apply_phone ? <li>By phone: {job.how_to_apply_phone}</li> : null}
          {job.how_to_apply_in_person ? <li>In person: {job.how_to_apply_in_person}</li> : null}
        </ul>
      ) : null}
      {closed ? null : <ApplyButton job={job} />}
    </section>
  );
}
