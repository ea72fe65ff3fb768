import type { Job } from '@gfj/contracts/jobs';
import type { FormResult } from '../../components/ui/form/form-result.ts';
import { ApplicationForm } from './application-form.tsx';
import { TaggedJobLink } from './tagged-link.tsx';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Apply Now's ways to apply (product decisions: Applying), in the job page's modal and on the apply
 * page: the online link (counted through the tagged link handler), the on-site form when the job
 * takes applications by email, then phone and in-person instructions and the poster's own words.
 * `formAction` and `result`: the apply page's, where the form posts without JavaScript.
 */
export function ApplyWays({
  job,
  onApplied,
  formAction,
  result,
  initial,
}: {
  job: Job;
  onApplied?: () => void;
  formAction?: string;
  result?: FormResult | undefined;
  initial?: { name?: string; email?: string; message?: string } | undefined;
}) {
  return (
    <div className="apply-ways">
      {job.how_to_apply ? <p className="dialog__message">{job.how_to_apply}</p> : null}
      {job.how_to_apply_online ? (
        <section className="apply-ways__way" aria-labelledby="apply-online-title">
          <h3 id="apply-online-title">Apply online</h3>
          <TaggedJobLink
            jobId={job.id}
            tag="apply-online"
            href={job.how_to_apply_online}
            rel="noopener nofollow"
            className="button"
            data-variant="primary"
            data-size="md"
          >
            Apply on {hostOf(job.how_to_apply_online)}
          </TaggedJobLink>
        </section>
      ) : null}
      {job.apply_on_site ? (
        <section className="apply-ways__way" aria-labelledby="apply-here-title">
          <h3 id="apply-here-title">Apply here</h3>
          <p className="dialog__message">We will email your application and resume to {job.company_name}.</p>
          <ApplicationForm
            jobId={job.id}
            onApplied={onApplied}
            action={formAction}
            result={result}
            initial={initial}
          />
        </section>
      ) : null}
      {job.how_to_apply_phone ? (
        <section className="apply-ways__way" aria-labelledby="apply-phone-title">
          <h3 id="apply-phone-title">By phone</h3>
          <p className="dialog__message">{job.how_to_apply_phone}</p>
        </section>
      ) : null}
      {job.how_to_apply_in_person ? (
        <section className="apply-ways__way" aria-labelledby="apply-in-person-title">
          <h3 id="apply-in-person-title">In person</h3>
          <p className="dialog__message">{job.how_to_apply_in_person}</p>
        </section>
      ) : null}
    </div>
  );
}
