import type { Job } from '@gfj/contracts';

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
              <a href={job.how_to_apply_online} rel="noopener nofollow">
                apply on {new URL(job.how_to_apply_online, 'https://invalid.local').host}
              </a>
            </li>
          ) : null}
          {job.how_to_apply_email ? (
            <li>
              By email: <a href={`mailto:${job.how_to_apply_email}`}>{job.how_to_apply_email}</a>
            </li>
          ) : null}
          {job.how_to_apply_phone ? <li>By phone: {job.how_to_apply_phone}</li> : null}
          {job.how_to_apply_in_person ? <li>In person: {job.how_to_apply_in_person}</li> : null}
        </ul>
      ) : null}
      {closed ? null : (
        <a
          className="button how-to-apply__cta"
          data-variant="primary"
          data-size="lg"
          href={
            job.how_to_apply_online ??
            (job.how_to_apply_email ? `mailto:${job.how_to_apply_email}` : '#how-to-apply')
          }
          rel={job.how_to_apply_online ? 'noopener nofollow' : undefined}
        >
          Apply Now
        </a>
      )}
    </section>
  );
}
