import { EDUCATION } from '@gfj/contracts/content-text';
import { alumInquiryFormSchema } from '@gfj/contracts/education';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import {
  CheckboxField,
  HoneypotField,
  publicFormChecks,
  TextAreaField,
  TextField,
} from '../../components/ui/form/fields.tsx';
import { toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { TypedTwiceFields } from '../../components/ui/form/typed-twice-fields.tsx';
import { type KitFormResult, useKitForm } from '../../components/ui/form/use-kit-form.ts';
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

/**
 * Contact an alum (content 3, 5): name, email twice, message and agreeing to the terms. In the
 * directory's dialog; given `action`, it also posts without JavaScript (the alum's own page).
 */
export function AlumContactForm({
  alumId,
  alumName,
  onSuccess,
  action,
  result,
}: {
  alumId: number;
  alumName: string;
  onSuccess: () => void;
  /** The alum's page, where it posts without JavaScript, and that page action's refusal. */
  action?: string;
  result?: KitFormResult | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(alumInquiryFormSchema) as unknown as Resolver<AlumValues>,
    defaultValues: {
      alum_id: String(alumId),
      name: '',
      email: '',
      email_confirm: '',
      message: '',
      agree: false,
    },
    result,
  });
  return (
    <FormShell
      form={form}
      outcome={outcome}
      action={action}
      hidden={{ _token: csrfToken }}
      onValid={async (values, element) => {
        const response = await postAlumInquiry(api, {
          ...values,
          alum_id: String(alumId),
          agree: values.agree ? 'true' : 'false',
          ...publicFormChecks(element, csrfToken),
        });
        if (!response.ok) return toFormResult(response);
        if (response.data?.success) onSuccess();
        return undefined;
      }}
    >
      <input type="hidden" {...form.register('alum_id')} />
      <TextField label="Your name" autoComplete="name" {...field('name')} />
      <TypedTwiceFields
        field={field}
        name="email"
        type="email"
        labels={['Your email', 'Confirm your email']}
      />
      <TextAreaField label={`Your question for ${alumName}`} rows={5} {...field('message')} />
      <CheckboxField
        label={
          <>
            I agree to the <Link to="/fine-print">terms and conditions</Link>
          </>
        }
        {...field('agree')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send my question'}
      </Button>
    </FormShell>
  );
}

/** What the alum form says once sent (content 2), and the site's mailbox for anything else. */
export function AlumInquiryThanks({ contactEmail, className }: { contactEmail: string; className?: string }) {
  return (
    <>
      <p className={className}>{EDUCATION.success}</p>
      {contactEmail ? (
        <p className={className}>
          Anything else? Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      ) : null}
    </>
  );
}
