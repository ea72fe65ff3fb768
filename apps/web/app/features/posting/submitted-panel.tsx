import type { Job } from '@gfj/contracts/jobs';
import type { JobSubmission } from '@gfj/contracts/posting';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';

/** What a submission answered: off to review (a package credit), or on to the cart to pay. */
export function SubmittedPanel({
  submission,
  job,
}: {
  submission: JobSubmission;
  job: Pick<Job, 'id' | 'slug'>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const isSubmitted = submission.outcome === 'submitted';
  // Focus moves to the outcome, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  // Waiting for payment, the listing is now in the cart: the header's count reads it again.
  useEffect(() => {
    if (!isSubmitted) window.dispatchEvent(new Event('cart:updated'));
  }, [isSubmitted]);
  return (
    <section className="card post-submitted" aria-labelledby="post-submitted-title">
      <h2 id="post-submitted-title" ref={heading} tabIndex={-1}>
        {isSubmitted ? 'Your listing is on its way' : 'One more step: payment'}
      </h2>
      <p role="status">{submission.message}</p>
      <div className="post-submitted__links">
        <ButtonLink to={submission.next} reloadDocument>
          {isSubmitted ? 'See my listings' : 'Go to my cart'}
        </ButtonLink>
        <ButtonLink to={`/jobs/${job.id}/${job.slug}`} variant="secondary">
          View the listing
        </ButtonLink>
        <ButtonLink to="/post" variant="ghost" reloadDocument>
          Post another listing
        </ButtonLink>
      </div>
    </section>
  );
}
