import { emailFriendSchema, SEEKER_MESSAGES } from '@gfj/contracts/seekers';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { AuthDialogFrame } from '../auth/auth-dialog-frame.tsx';
import { HoneypotField, TextField } from '../auth/form-field.tsx';
import { type FieldErrors, mapViolations } from './form-errors.ts';

const FIELDS = ['sender_name', 'sender_email', 'recipient_email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of FIELDS) {
    const result = emailFriendSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

/**
 * Email a friend (core 2, 4, 5): the form modal, then the success modal. The API sends the mail,
 * records the share-email tracking and rate-limits the form; `website` is the bots' honeypot.
 */
export default function EmailFriendDialog({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [values, setValues] = useState<Values>({
    sender_name: '',
    sender_email: '',
    recipient_email: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Forms revalidate on every change once the visitor tried to send (core 5).
    if (submitted) setErrors(validate(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = String(new FormData(event.currentTarget).get('website') ?? '');
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    setAlert(null);
    const response = await api.request('/job-shares/email', {
      method: 'POST',
      form: { ...values, job: String(jobId), _token: csrfToken, website: honeypot },
    });
    setSending(false);
    if (response.ok) {
      setSent(true);
      return;
    }
    const { fieldErrors, unmatched } = mapViolations(response.error, FIELDS);
    setErrors(fieldErrors);
    if (response.error.violations.length === 0 || unmatched.length > 0)
      setAlert(formatApiError(response.error));
  }

  if (sent) {
    return (
      <AuthDialogFrame title={SEEKER_MESSAGES.shareSentModal} tone="success" onClose={onClose}>
        <Alert tone="success">{SEEKER_MESSAGES.shareSent}</Alert>
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
      <form className="auth-form" noValidate onSubmit={submit}>
        {alert ? (
          <Alert tone="danger" onDismiss={() => setAlert(null)}>
            {alert}
          </Alert>
        ) : null}
        <TextField
          label="Your name"
          name="sender_name"
          autoComplete="name"
          value={values.sender_name}
          error={errors.sender_name}
          onChange={(e) => change('sender_name', e.target.value)}
        />
        <TextField
          label="Your email"
          name="sender_email"
          type="email"
          autoComplete="email"
          value={values.sender_email}
          error={errors.sender_email}
          onChange={(e) => change('sender_email', e.target.value)}
        />
        <TextField
          label="Your friend’s email"
          name="recipient_email"
          type="email"
          autoComplete="off"
          value={values.recipient_email}
          error={errors.recipient_email}
          onChange={(e) => change('recipient_email', e.target.value)}
        />
        <TextAreaField
          label="Message"
          name="message"
          value={values.message}
          error={errors.message}
          onChange={(value) => change('message', value)}
        />
        <HoneypotField />
        <Button type="submit" size="lg" className="dialog__action" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </AuthDialogFrame>
  );
}

export function TextAreaField({
  label,
  name,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={5}
        className="field__input field__textarea"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
