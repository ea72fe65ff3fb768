import { FAQ } from '@gfj/contracts/content-text';
import { refundRequestFormSchema } from '@gfj/contracts/faqs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { postRefundRequest } from './faq.queries.ts';

interface RefundValues {
  name: string;
  email: string;
  message: string;
}

/**
 * The refund request form under a question whose refund_form is 'yes' (content 2, 5, 7, 8). On
 * success it calls `onSuccess` (the FAQ page goes to /confirmation/refundsuccess), or says
 * "Thank you" when there is none. A failure is the danger alert "{code}: {message}"; an answer of
 * the wrong shape shows nothing.
 */
export function RefundForm({ faqId, onSuccess }: { faqId: number; onSuccess?: () => void }) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [done, setDone] = useState(false);
  const form = useForm<RefundValues>({
    resolver: zodResolver(refundRequestFormSchema) as unknown as Resolver<RefundValues>,
    mode: 'onChange',
    defaultValues: { name: '', email: '', message: '' },
  });
  const outcome = useFormResult(form.setError);
  const { errors, isSubmitting } = form.formState;
  if (done) return <Alert tone="success">{FAQ.thankYou}</Alert>;
  return (
    <div className="refund-form">
      <FormShell
        form={form}
        outcome={outcome}
        onValid={async (values, element) => {
          const website = String(new FormData(element).get('website') ?? '');
          const response = await postRefundRequest(api, {
            ...values,
            faq: `/api/faqs/${faqId}`,
            _token: csrfToken,
            website,
          });
          if (!response.ok) {
            if (response.status === 422 && response.error.violations.length > 0) {
              return { violations: response.error.violations };
            }
            return { alert: formatApiError(response.error) };
          }
          if (!response.data?.success) return undefined;
          form.reset();
          if (onSuccess) onSuccess();
          else setDone(true);
          return undefined;
        }}
      >
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
        <TextAreaField
          label="What happened?"
          rows={4}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <HoneypotField />
        <Button type="submit" disabled={isSubmitting}>
          {FAQ.refundButton}
        </Button>
      </FormShell>
    </div>
  );
}
