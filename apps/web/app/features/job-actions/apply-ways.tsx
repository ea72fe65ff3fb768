import type { Job } from '@gfj/contracts/jobs';
import type { ReactNode } from 'react';
import type { FormResult } from '../../components/ui/form/form-result.ts';
import { listingFormWording } from '../jobs/listing-form-wording.ts';
import { ApplicationForm } from './application-form.tsx';
import { TaggedJobLink } from './tagged-link.tsx';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** One way to apply, under its heading (named by `id`). */
function ApplyWay({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="apply-ways__way" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
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
  const wording = listingFormWording(job);
  return (
    <div className="apply-ways">
      {job.how_to_apply ? <p className="dialog__message">{job.how_to_apply}</p> : null}
      {job.how_to_apply_online ? (
        <ApplyWay id="apply-online-title" title={wording.onlineTitle}>
          <TaggedJobLink
            jobId={job.id}
            tag="apply-online"
            href={job.how_to_apply_online}
            rel="noopener nofollow"
            className="button"
            data-variant="primary"
            data-size="md"
          >
            {wording.onlineLink(hostOf(job.how_to_apply_online))}
          </TaggedJobLink>
        </ApplyWay>
      ) : null}
      {job.apply_on_site ? (
        <ApplyWay id="apply-here-title" title={wording.hereTitle}>
          <p className="dialog__message">{wording.hereText(job.company_name)}</p>
          <ApplicationForm
            jobId={job.id}
            wording={wording}
            onApplied={onApplied}
            action={formAction}
            result={result}
            initial={initial}
          />
        </ApplyWay>
      ) : null}
      {job.how_to_apply_phone ? (
        <ApplyWay id="apply-phone-title" title="By phone">
          <p className="dialog__message">{job.how_to_apply_phone}</p>
        </ApplyWay>
      ) : null}
      {job.how_to_apply_in_person ? (
        <ApplyWay id="apply-in-person-title" title="In person">
          <p className="dialog__message">{job.how_to_apply_in_person}</p>
        </ApplyWay>
      ) : null}
    </div>
  );
}
