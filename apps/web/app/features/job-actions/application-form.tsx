import {
  applicationFieldsSchema,
  inquiryFieldsSchema,
  RESUME_MAX_BYTES,
  SEEKER_MESSAGES,
  successResponseSchema,
} from '@gfj/contracts/seekers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { APPLY_FORM_WORDING, type ListingFormWording } from '../jobs/listing-form-wording.ts';
import { rememberYourName, useYourDetails } from './your-details.ts';

/** A 10 MB resume on a slow connection needs longer than the API client's 25 s. */
const UPLOAD_TIMEOUT_MS = 60_000;
const RESUME_TYPES = /\.(pdf|docx)$/i;
const FIELDS = ['name', 'email', 'message', 'resume'] as const;

/** The resume's first problem, checked again by content on the server. */
export function checkResume(file: File | null | undefined): string | undefined {
  if (!file || file.size === 0) return SEEKER_MESSAGES.resumeRequired;
  if (!RESUME_TYPES.test(file.name)) return SEEKER_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return SEEKER_MESSAGES.resumeTooLarge;
  return undefined;
}

/**
 * The file input gives a FileList; the form keeps its first file. An inquiry about a business for
 * sale asks for no resume, and requires the message instead (decision 073).
 */
function schemaFor(isInquiry: boolean) {
  return (isInquiry ? inquiryFieldsSchema : applicationFieldsSchema).extend({
    resume: z
      .custom<FileList | undefined>((value) => value === undefined || typeof value === 'object')
      // An inquiry's form has no file field at all.
      .optional()
      .transform((files, ctx): File | undefined => {
        if (isInquiry) return undefined;
        const file = files?.[0];
        const problem = checkResume(file);
        if (problem || !file) {
          ctx.addIssue({ code: 'custom', message: problem ?? SEEKER_MESSAGES.resumeRequired });
          return z.NEVER;
        }
        return file;
      }),
  });
}
const applicationSchema = schemaFor(false);
const inquirySchema = schemaFor(true);
type Values = z.input<typeof applicationSchema>;
type Application = z.output<typeof applicationSchema>;

/**
 * The on-site application (product decisions: Applying): name, email, message and a PDF/DOCX
 * resume up to 10 MB, sent as multipart to the API, which emails the employer with the resume.
 * For a business for sale the same form is an inquiry: name, email and a required message, no
 * resume, emailed to the seller (decision 073). A signed-in applicant's name and email are filled in. `onApplied` tells the page (which then
 * says "You applied on ..." instead of Apply Now). On the apply page it also posts without JavaScript.
 */
export function ApplicationForm({
  jobId,
  wording = APPLY_FORM_WORDING,
  onApplied,
  action,
  result,
  initial,
}: {
  jobId: number;
  /** Apply (the default) or inquire (a business for sale): the words, and whether a resume is asked. */
  wording?: ListingFormWording;
  onApplied?: () => void;
  /** What was posted to the apply page (the resume must be attached again). */
  initial?: { name?: string; email?: string; message?: string } | undefined;
  /** Where it posts without JavaScript (the apply page), and that page action's result. */
  action?: string;
  result?: FormResult | undefined;
}) {
  const { csrfToken } = useAppState();
  const api = useApiClient();
  const you = useYourDetails();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values, unknown, Application>({
    resolver: zodResolver(wording.isInquiry ? inquirySchema : applicationSchema),
    mode: 'onChange',
    defaultValues: {
      name: initial?.name ?? you.name,
      email: initial?.email ?? you.email,
      message: initial?.message ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError, result);

  async function send(values: Application, element: HTMLFormElement): Promise<FormResult> {
    const body = new FormData();
    body.set('_token', csrfToken);
    body.set('website', String(new FormData(element).get('website') ?? ''));
    body.set('name', values.name);
    body.set('email', values.email);
    body.set('message', values.message);
    if (values.resume) body.set('resume', values.resume, values.resume.name);
    const answer = await api.request(`/api/jobs/${jobId}/applications`, {
      method: 'POST',
      multipart: body,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      schema: successResponseSchema,
    });
    if (!answer.ok) return toFormResult(answer, FIELDS);
    rememberYourName(values.name);
    setDone(
      answer.data?.message ||
        (wording.isInquiry ? SEEKER_MESSAGES.inquirySent : SEEKER_MESSAGES.applicationSent),
    );
    onApplied?.();
    return {};
  }

  const sent = done ?? outcome.success;
  if (sent) return <Alert tone="success">{sent}</Alert>;

  return (
    <FormShell
      form={form}
      outcome={outcome}
      onValid={send}
      action={action}
      encType="multipart/form-data"
      hidden={{ _token: csrfToken }}
    >
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message ?? outcome.serverError('name')}
        defaultValue={initial?.name ?? you.name}
        {...form.register('name')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? outcome.serverError('email')}
        defaultValue={initial?.email ?? you.email}
        {...form.register('email')}
      />
      <TextAreaField
        label={wording.isInquiry ? 'Your message to the seller' : 'Message (optional)'}
        error={errors.message?.message ?? outcome.serverError('message')}
        defaultValue={initial?.message}
        {...form.register('message')}
      />
      {wording.isInquiry ? null : (
        <TextField
          label="Resume"
          type="file"
          hint="PDF or Word (DOCX), up to 10 MB."
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          error={errors.resume?.message ?? outcome.serverError('resume')}
          {...form.register('resume')}
        />
      )}
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : wording.submit}
      </Button>
    </FormShell>
  );
}
