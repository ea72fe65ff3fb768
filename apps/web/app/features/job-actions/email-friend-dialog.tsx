import { SEEKER_MESSAGES } from '@gfj/contracts/seekers';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AuthDialogFrame } from '../auth/auth-dialog-frame.tsx';
import { EmailFriendForm } from './email-friend-form.tsx';

/**
 * Email a friend (core 2, 4, 5): the form modal, then the success modal. `onSent` hands the
 * success on to the page, which keeps the green alert (core 8) once this modal, which shows its own
 * text, is closed. Without JavaScript the share list's link leads to the form's own page instead.
 */
export default function EmailFriendDialog({
  jobId,
  onClose,
  onSent,
}: {
  jobId: number;
  onClose: () => void;
  onSent?: () => void;
}) {
  const [recipient, setRecipient] = useState<string | null>(null);

  if (recipient) {
    return (
      <AuthDialogFrame title={SEEKER_MESSAGES.shareSentModal} viewKey="sent" tone="success" onClose={onClose}>
        <p className="dialog__message">We emailed {recipient} a link to this job.</p>
        <Button size="lg" className="dialog__action" onClick={onClose}>
          Close
        </Button>
      </AuthDialogFrame>
    );
  }

  return (
    <AuthDialogFrame
      title="Email a friend"
      description="Send this job to someone who would love it."
      onClose={onClose}
    >
      <EmailFriendForm
        jobId={jobId}
        onSent={(to) => {
          setRecipient(to);
          onSent?.();
        }}
      />
    </AuthDialogFrame>
  );
}
