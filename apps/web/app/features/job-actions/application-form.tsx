import {
  applicationFieldsSchema,
  RESUME_MAX_BYTES,
  SEEKER_MESSAGES,
  successResponseSchema,
} from '@gfj/contracts/seekers';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { HoneypotField, TextField } from '../auth/form-field.tsx';
import { TextAreaField } from './email-friend-dialog.tsx';
import { type FieldErrors, mapViolations } from './form-errors.ts';

const FIELDS = ['name', 'email', 'message', 'resume'] as const;
/** A 10 MB resume on a slow connection needs longer than the API client's 25 s. */
const UPLOAD_TIMEOUT_MS = 60_000;
type Field = (typeof FIELDS)[number];
const RESUME_TYPES = /\.(pdf|docx)$/i;

/** The resume's first problem, checked again by content on the server. */
export function checkResume(file: File | null | undefined): string | undefined {
  if (!file || file.size === 0) return SEEKER_MESSAGES.resumeRequired;
  if (!RESUME_TYPES.test(file.name)) return SEEKER_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return SEEKER_MESSAGES.resumeTooLarge;
  return undefined;
}

function validate(values: { name: string; email: string; message: string }, resume: File | null) {
  const errors: FieldErrors<Field> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const result = applicationFieldsSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  const resumeError = checkResume(resume);
  if (resumeError) errors.resume = resumeError;
  return errors;
}

/**
 * The on-site application (product decisions: Applying): name, email, message and a PDF/DOCX
 * resume up to 10 MB, sent as multipart to the API, which emails the employer with the resume.
 */
export function ApplicationForm({ jobId }: { jobId: number }) {
  const { csrfToken } = useAppState();
  const api = useApiClient();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  function change(field: 'name' | 'email' | 'message', value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next, resume));
  }

  function pickResume(file: File | null) {
    setResume(file);
    if (submitted) setErrors(validate(values, file));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values, resume);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending || !resume) return;
    const form = new FormData();
    form.set('_token', csrfToken);
    form.set('website', String(new FormData(event.currentTarget).get('website') ?? ''));
    form.set('name', values.name);
    form.set('email', values.email);
    form.set('message', values.message);
    form.set('resume', resume, resume.name);
    setSending(true);
    setAlert(null);
    const answer = await api.request(`/api/jobs/${jobId}/applications`, {
      method: 'POST',
      multipart: form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      schema: successResponseSchema,
    });
    setSending(false);
    if (answer.ok) {
      setDone(answer.data?.message || SEEKER_MESSAGES.applicationSent);
      return;
    }
    const { fieldErrors, unmatched } = mapViolations(answer.error, FIELDS);
    setErrors(fieldErrors);
    if (answer.error.violations.length === 0 || unmatched.length > 0) setAlert(formatApiError(answer.error));
  }

  if (done) return <Alert tone="success">{done}</Alert>;

  return (
    <form className="auth-form application-form" noValidate onSubmit={submit}>
      {alert ? (
        <Alert tone="danger" onDismiss={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => change('name', e.target.value)}
      />
      <TextField
        label="Your email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => change('email', e.target.value)}
      />
      <TextAreaField
        label="Message (optional)"
        name="message"
        value={values.message}
        error={errors.message}
        onChange={(value) => change('message', value)}
      />
      <TextField
        label="Resume"
        name="resume"
        type="file"
        hint="PDF or Word (DOCX), up to 10 MB."
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        error={errors.resume}
        onChange={(e) => pickResume(e.target.files?.[0] ?? null)}
      />
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={sending}>
        {sending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
