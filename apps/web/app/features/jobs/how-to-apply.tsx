import type { Job } from '@gfj/contracts';
import {
  BUSINESS_FOR_SALE_POST_TYPE_ID,
  EDUCATION_PROGRAM_POST_TYPE_ID,
  formatDate,
  OWN_JOB_TYPE_BY_POST_TYPE,
} from '@gfj/contracts/job-display';
import { appliedOn as appliedOnText, inquiredOn as inquiredOnText } from '@gfj/contracts/job-page-messages';
import { Link } from 'react-router';
import { ApplyButton, takeAppliedStatusFocus } from '../job-actions/apply-button.tsx';
import { TaggedJobLink } from '../job-actions/tagged-link.tsx';
import { isInquiry, listingWording } from './listing-wording.ts';

/** The status text shown instead of Apply Now when a job no longer takes applications (core 2). */
export function describeClosedStatus(job: Job): string | null {
  const wording = listingWording(job);
  if (job.status === 'filled') return wording.filled;
  if (job.status === 'expired') return 'This listing has expired';
  if (job.past_deadline) return 'Deadline passed';
  if (job.status !== 'approved') return wording.notTaking;
  return null;
}

/** The link on to a closed listing's own kind, for the post types that have one job type. */
const OWN_KIND_LINKS: Readonly<Record<number, string>> = {
  [BUSINESS_FOR_SALE_POST_TYPE_ID]: 'See businesses for sale',
  [EDUCATION_PROGRAM_POST_TYPE_ID]: 'See education programs',
};

/**
 * Where a closed listing sends its reader on. A job: open jobs in its categories. A business for
 * sale or an education program has one job type of its own (core 3's types 7 and 8), so its like
 * are found by that type: its categories alone would list mostly jobs.
 */
function similarListings(job: Job): { label: string; to: string } {
  const ownType = OWN_JOB_TYPE_BY_POST_TYPE[job.post_type.id];
  const ownKind = OWN_KIND_LINKS[job.post_type.id];
  if (ownType !== undefined && ownKind !== undefined)
    return { label: ownKind, to: `/search?types[]=${ownType}` };
  const query = job.categories.map((c) => `categories[]=${c.id}`).join('&');
  return { label: 'See open jobs like it', to: query ? `/search?${query}` : '/search' };
}

/**
 * The job page's apply section. An open job lists its ways to apply and Apply Now; a closed one
 * (filled, expired, past its deadline) shows only its status and a way on to open jobs, never
 * instructions nobody can follow. Someone who applied through the site sees when.
 */
export function HowToApply({ job, isPreview = false }: { job: Job; isPreview?: boolean }) {
  // A preview shows the ways to apply as they will read once the listing is live.
  const closed = isPreview ? null : describeClosedStatus(job);
  const wording = listingWording(job);
  const appliedOn = job.current_user_applied_on
    ? (isInquiry(job) ? inquiredOnText : appliedOnText)(formatDate(job.current_user_applied_on))
    : null;
  const applied = appliedOn ? (
    <p
      className="how-to-apply__applied"
      tabIndex={-1}
      ref={(element) => {
        if (element && takeAppliedStatusFocus()) element.focus();
      }}
    >
      {appliedOn}
    </p>
  ) : null;
  if (closed) {
    const similar = similarListings(job);
    return (
      <section className="how-to-apply" id="how-to-apply" aria-labelledby="how-to-apply-title">
        <h2 id="how-to-apply-title">{wording.closedTitle}</h2>
        <p className="how-to-apply__closed" role="status">
          {closed}
        </p>
        {applied}
        <p>
          {wording.noLongerTaken} <Link to={similar.to}>{similar.label}</Link>
        </p>
      </section>
    );
  }
  const hasWays =
    job.apply_on_site || job.how_to_apply_online || job.how_to_apply_phone || job.how_to_apply_in_person;
  return (
    <section className="how-to-apply" id="how-to-apply" aria-labelledby="how-to-apply-title">
      <h2 id="how-to-apply-title">{wording.sectionTitle}</h2>
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
                {wording.onlineInline(new URL(job.how_to_apply_online, 'https://invalid.local').host)}
              </TaggedJobLink>
            </li>
          ) : null}
          {job.apply_on_site && !appliedOn ? <li>{wording.onSite(job.company_name)}</li> : null}
          {job.how_to_apply_phone ? <li>By phone: {job.how_to_apply_phone}</li> : null}
          {job.how_to_apply_in_person ? <li>In person: {job.how_to_apply_in_person}</li> : null}
        </ul>
      ) : null}
      {isPreview ? null : (applied ?? <ApplyButton job={job} />)}
    </section>
  );
}
