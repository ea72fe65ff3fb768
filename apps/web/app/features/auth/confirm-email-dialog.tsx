import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from './app-state.tsx';
import { AuthDialogFrame } from './auth-dialog-frame.tsx';

/**
 * "Please confirm your email" (core 2, 4): resend posts confirm=true and thanks the visitor;
 * closing without resending posts confirm=false.
 */
export default function ConfirmEmailDialog({ onClose }: { onClose: () => void }) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [step, setStep] = useState<'ask' | 'sending' | 'thanks'>('ask');
  const [error, setError] = useState<string | null>(null);
  const answered = useRef(false);

  function post(confirm: boolean) {
    return api.request('/email-confirmation/resend', {
      method: 'POST',
      form: { _token: csrfToken, confirm: String(confirm) },
    });
  }

  async function resend() {
    answered.current = true;
    setStep('sending');
    const response = await post(true);
    if (response.ok) {
      setStep('thanks');
      return;
    }
    setError(formatApiError(response.error));
    setStep('ask');
  }

  function close() {
    if (!answered.current) {
      answered.current = true;
      void post(false);
    }
    onClose();
  }

  if (step === 'thanks') {
    return (
      <AuthDialogFrame title="Thank you!" tone="success" onClose={close}>
        <p className="dialog__message">
          We have sent you a new confirmation link. The email may take a few minutes to arrive; remember to
          look in your spam folder too.
        </p>
        <Button size="lg" onClick={close} className="dialog__action">
          Close
        </Button>
      </AuthDialogFrame>
    );
  }
  return (
    <AuthDialogFrame title="Please confirm your email" onClose={close}>
      {error ? (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <p className="dialog__message">
        Before you apply to jobs or post a listing, please confirm your email address with the link we sent
        you when you joined.
      </p>
      <p className="dialog__message">
        Can’t find it?{' '}
        <button type="button" className="link-button" onClick={resend} disabled={step === 'sending'}>
          {step === 'sending' ? 'Sending…' : 'Resend the confirmation email'}
        </button>
      </p>
    </AuthDialogFrame>
  );
}
