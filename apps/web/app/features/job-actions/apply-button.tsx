import type { Job } from '@gfj/contracts/jobs';
import { lazy, Suspense, useState } from 'react';
import { useRequireConfirmedUser } from '../auth/auth-modals.tsx';
import { useDialogOpener } from './use-dialog-opener.ts';

const ApplyDialog = lazy(() => import('./apply-dialog.tsx'));

/**
 * Apply Now (core 1, 2): guests get the sign-in modal, unconfirmed users the email-confirmation
 * modal (the accounts guard; the server enforces both), everyone else the ways to apply.
 */
export function ApplyButton({ job }: { job: Job }) {
  const requireConfirmedUser = useRequireConfirmedUser();
  const [open, setOpen] = useState(false);
  const opener = useDialogOpener();
  return (
    <>
      <button
        type="button"
        className="button how-to-apply__cta"
        data-variant="primary"
        data-size="lg"
        aria-haspopup="dialog"
        onClick={() =>
          requireConfirmedUser(() => {
            opener.remember();
            setOpen(true);
          })
        }
      >
        Apply Now
      </button>
      <Suspense fallback={null}>
        {open ? (
          <ApplyDialog
            job={job}
            onClose={() => {
              setOpen(false);
              opener.restore();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
