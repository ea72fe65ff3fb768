import type { Job } from '@gfj/contracts/jobs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppState } from '../auth/app-state.tsx';
import { useRequireConfirmedUser } from '../auth/auth-modals.tsx';
import { takePendingAction } from '../auth/pending-action.ts';
import { listingWording } from '../jobs/listing-wording.ts';
import { useDialogOpener } from './use-dialog-opener.ts';

const ApplyDialog = lazy(() => import('./apply-dialog.tsx'));

let focusAppliedStatus = false;

/**
 * For the job page's "You applied on ..." line (how-to-apply.tsx): true once, when it appears
 * because the visitor has just applied here, so focus lands on it where Apply Now was.
 */
export function takeAppliedStatusFocus(): boolean {
  const take = focusAppliedStatus;
  focusAppliedStatus = false;
  return take;
}

/**
 * Apply Now (core 1, 2; Inquire Now for a business for sale): guests get the sign-in modal (and the ways to apply open once they are
 * signed in), unconfirmed users the email-confirmation modal (the accounts guard; the server
 * enforces both), everyone else the ways to apply.
 */
export function ApplyButton({ job }: { job: Job }) {
  const { userId } = useAppState();
  const requireConfirmedUser = useRequireConfirmedUser();
  const [open, setOpen] = useState(false);
  const opener = useDialogOpener();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasApplied = useRef(false);
  const revalidator = useRevalidator();
  const apply = () =>
    requireConfirmedUser(
      () => {
        opener.remember();
        setOpen(true);
      },
      { kind: 'apply', jobId: job.id },
    );

  // A guest's Apply Now, finished now that they are signed in (the page reloaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in page loads
  useEffect(() => {
    if (userId === null || !takePendingAction({ kind: 'apply', jobId: job.id })) return;
    buttonRef.current?.focus();
    apply();
  }, [userId, job.id]);

  // Without JavaScript the button leads to the apply page (the same ways to apply, as a page).
  return (
    <form action={`/jobs/${job.id}/${job.slug}/apply`}>
      <button
        ref={buttonRef}
        type="submit"
        className="button how-to-apply__cta"
        data-variant="primary"
        data-size="lg"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {listingWording(job).cta}
      </button>
      <Suspense fallback={null}>
        {open ? (
          <ApplyDialog
            job={job}
            onApplied={() => {
              hasApplied.current = true;
            }}
            onClose={() => {
              setOpen(false);
              if (!hasApplied.current) {
                opener.restore();
                return;
              }
              // The page now says "You applied on ..." where this button was: focus goes there.
              focusAppliedStatus = true;
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </Suspense>
    </form>
  );
}
