import { alumInquiryFormSchema } from '@gfj/contracts/education';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, HoneypotField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { postAlumInquiry } from './education.queries.ts';

interface AlumValues {
  alum_id: string;
  name: string;
  email: string;
  email_confirm: string;
  message: string;
  agree: boolean;
}

/** Contact an alum (content 3, 5): name, email twice, message and agreeing to the terms. */
export function AlumContactForm({
  alumId,
  alumName,
  onSuccess,
}: {
  alumId: number;
  alumName: string;
  onSuccess: () => void;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const form = useForm<AlumValues>({
    resolver: zodResolver(alumInquiryFormSchema) as unknown as Resolver<AlumValues>,
    mode: 'onChange',
    defaultValues: {
      alum_id: String(alumId),
      name: '',
      email: '',
      email_confirm: '',
      message: '',
      agree: false,
    },
  });
  const outcome = useFormResult(form.setError);
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      form={form}
      outcome={outcome}
      onValid={async (values, element) => {
        const website = String(new FormData(element).get('website') ?? '');
        const response = await postAlumInquiry(api, {
          ...values,
          alum_id: String(alumId),
          agree: values.agree ? 'true' : 'false',
          _token: csrfToken,
          website,
        });
        if (!response.ok) return toFormResult(response);
        if (response.data?.success) onSuccess();
        return undefined;
      }}
    >
      <input type="hidden" {...form.register('alum_id')} />
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Confirm your email"
        type="email"
        autoComplete="email"
        error={errors.email_confirm?.message}
        {...form.register('email_confirm')}
      />
      <TextAreaField
        label={`Your question for ${alumName}`}
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <CheckboxField
        label={
          <>
            I agree to the <Link to="/fine-print">terms and conditions</Link>
          </>
        }
        error={errors.agree?.message}
        {...form.register('agree')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send my question'}
      </Button>
    </FormShell>
  );
}
