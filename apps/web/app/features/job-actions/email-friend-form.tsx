import { emailFriendSchema } from '@gfj/contracts/seekers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { rememberYourName, useYourDetails } from './your-details.ts';

export const emailFriendFieldsSchema = emailFriendSchema.omit({ job: true });
type Values = z.input<typeof emailFriendFieldsSchema>;
export const EMAIL_FRIEND_FIELDS = ['sender_name', 'sender_email', 'recipient_email', 'message'] as const;

/**
 * Email a friend's fields (core 2, 4, 5), in the job page's modal and on its own page (which it
 * posts to without JavaScript: `action`, with the page action's `result`). The API sends the mail,
 * records the share-email tracking and rate-limits the form; `website` is the bots' honeypot. A
 * signed-in sender's name and email are filled in. `onSent` gets the friend's address.
 */
export function EmailFriendForm({
  jobId,
  onSent,
  action,
  result,
  initial,
}: {
  jobId: number;
  onSent: (recipient: string) => void;
  action?: string;
  result?: FormResult | undefined;
  /** What was posted to the page, shown again with its problems. */
  initial?: Partial<Record<(typeof EMAIL_FRIEND_FIELDS)[number], string>> | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const you = useYourDetails();
  const form = useForm<Values, unknown, z.output<typeof emailFriendFieldsSchema>>({
    resolver: zodResolver(emailFriendFieldsSchema),
    mode: 'onChange',
    defaultValues: {
      sender_name: initial?.sender_name ?? you.name,
      sender_email: initial?.sender_email ?? you.email,
      recipient_email: initial?.recipient_email ?? '',
      message: initial?.message ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError, result);

  async function send(
    values: z.output<typeof emailFriendFieldsSchema>,
    element: HTMLFormElement,
  ): Promise<FormResult> {
    const honeypot = String(new FormData(element).get('website') ?? '');
    const response = await api.request('/job-shares/email', {
      method: 'POST',
      form: { ...values, job: String(jobId), _token: csrfToken, website: honeypot },
    });
    if (!response.ok) return toFormResult(response, EMAIL_FRIEND_FIELDS);
    rememberYourName(values.sender_name);
    onSent(values.recipient_email);
    return {};
  }

  return (
    <FormShell form={form} outcome={outcome} onValid={send} action={action} hidden={{ _token: csrfToken }}>
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.sender_name?.message ?? outcome.serverError('sender_name')}
        defaultValue={initial?.sender_name ?? you.name}
        {...form.register('sender_name')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.sender_email?.message ?? outcome.serverError('sender_email')}
        defaultValue={initial?.sender_email ?? you.email}
        {...form.register('sender_email')}
      />
      <TextField
        label="Your friend’s email"
        type="email"
        autoComplete="off"
        error={errors.recipient_email?.message ?? outcome.serverError('recipient_email')}
        defaultValue={initial?.recipient_email}
        {...form.register('recipient_email')}
      />
      <TextAreaField
        label="Message"
        error={errors.message?.message ?? outcome.serverError('message')}
        defaultValue={initial?.message}
        {...form.register('message')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send'}
      </Button>
    </FormShell>
  );
}
