import { emailFriendSchema, SEEKER_MESSAGES } from '@gfj/contracts/seekers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { AuthDialogFrame } from '../auth/auth-dialog-frame.tsx';
import { rememberYourName, useYourDetails } from './your-details.ts';

const schema = emailFriendSchema.omit({ job: true });
type Values = z.input<typeof schema>;
const FIELDS = ['sender_name', 'sender_email', 'recipient_email', 'message'] as const;

/**
 * Email a friend (core 2, 4, 5): the form modal, then the success modal. The API sends the mail,
 * records the share-email tracking and rate-limits the form; `website` is the bots' honeypot. A
 * signed-in sender's name and email are filled in. `onSent` hands the success on to the page,
 * which keeps the green alert (core 8) once this modal, which shows its own text, is closed.
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
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const you = useYourDetails();
  const [recipient, setRecipient] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { sender_name: you.name, sender_email: you.email, recipient_email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError);

  async function send(values: z.output<typeof schema>, element: HTMLFormElement): Promise<FormResult> {
    const honeypot = String(new FormData(element).get('website') ?? '');
    const response = await api.request('/job-shares/email', {
      method: 'POST',
      form: { ...values, job: String(jobId), _token: csrfToken, website: honeypot },
    });
    if (!response.ok) return toFormResult(response, FIELDS);
    rememberYourName(values.sender_name);
    setRecipient(values.recipient_email);
    onSent?.();
    return {};
  }

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
      <FormShell form={form} outcome={outcome} onValid={send}>
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.sender_name?.message}
          {...form.register('sender_name')}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          error={errors.sender_email?.message}
          {...form.register('sender_email')}
        />
        <TextField
          label="Your friend’s email"
          type="email"
          autoComplete="off"
          error={errors.recipient_email?.message}
          {...form.register('recipient_email')}
        />
        <TextAreaField label="Message" error={errors.message?.message} {...form.register('message')} />
        <HoneypotField />
        <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send'}
        </Button>
      </FormShell>
    </AuthDialogFrame>
  );
}
