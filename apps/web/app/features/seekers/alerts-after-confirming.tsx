import { Alert } from '../../components/ui/alert.tsx';
import { ResendConfirmation, type ResendResult } from '../auth/resend-confirmation.tsx';

/**
 * Saved by an account whose email is not confirmed yet: the search is kept, but no alert goes to
 * an address its owner has not confirmed (decision 064).
 */
export const ALERTS_AFTER_CONFIRMING =
  'Your job alerts will start once you confirm your email address: use the link in the email we sent you.';

/** The saved view's word to an unconfirmed account, with the way to a new confirmation link. */
export function AlertsAfterConfirming({ resend }: { resend?: ResendResult | undefined }) {
  return (
    <>
      <Alert tone="info">{ALERTS_AFTER_CONFIRMING}</Alert>
      <ResendConfirmation result={resend} look="link">
        Resend the confirmation email
      </ResendConfirmation>
    </>
  );
}
