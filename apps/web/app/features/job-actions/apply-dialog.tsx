import type { Job } from '@gfj/contracts/jobs';
import { AuthDialogFrame } from '../auth/auth-dialog-frame.tsx';
import { listingFormWording } from '../jobs/listing-form-wording.ts';
import { ApplyWays } from './apply-ways.tsx';

/** Apply Now's modal: the ways to apply (apply-ways.tsx). Without JavaScript, the apply page. */
export default function ApplyDialog({
  job,
  onClose,
  onApplied,
}: {
  job: Job;
  onClose: () => void;
  onApplied?: () => void;
}) {
  return (
    <AuthDialogFrame title={listingFormWording(job).formTitle(job.position)} onClose={onClose}>
      <ApplyWays job={job} onApplied={onApplied} />
    </AuthDialogFrame>
  );
}
