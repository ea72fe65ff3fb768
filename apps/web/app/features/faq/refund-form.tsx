import { FAQ } from '@gfj/contracts/content-text';
import { refundRequestFormSchema } from '@gfj/contracts/faqs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  HoneypotField,
  publicFormChecks,
  TextAreaField,
  TextField,
} from '../../components/ui/form/fields.tsx';
import { toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { type KitFormResult, useKitForm } from '../../components/ui/form/use-kit-form.ts';
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
 * the wrong shape shows nothing. Without JavaScript it posts `intent=refund` and the question's id
 * to its page (/faq, /pricing), whose action sends it (`refund.server.ts`).
 */
export function RefundForm({
  faqId,
  onSuccess,
  result,
}: {
  faqId: number;
  onSuccess?: () => void;
  /** The page action's answer to this form (posted without JavaScript): a refusal, with what was sent. */
  result?: KitFormResult | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [done, setDone] = useState(false);
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(refundRequestFormSchema) as unknown as Resolver<RefundValues>,
    defaultValues: { name: '', email: '', message: '' },
    result,
  });
  if (done) return <Alert tone="success">{FAQ.thankYou}</Alert>;
  return (
    <div className="refund-form">
      <FormShell
        form={form}
        outcome={outcome}
        hidden={{ _token: csrfToken, intent: 'refund', faq: String(faqId) }}
        onValid={async (values, element) => {
          const response = await postRefundRequest(api, {
            ...values,
            faq: `/api/faqs/${faqId}`,
            ...publicFormChecks(element, csrfToken),
          });
          if (!response.ok) return toFormResult(response);
          if (!response.data?.success) return undefined;
          form.reset();
          if (onSuccess) onSuccess();
          else setDone(true);
          return undefined;
        }}
      >
        <TextField label="Your name" autoComplete="name" {...field('name')} />
        <TextField label="Your email" type="email" autoComplete="email" {...field('email')} />
        <TextAreaField label="What happened?" rows={4} {...field('message')} />
        <HoneypotField />
        <Button type="submit" disabled={isSubmitting}>
          {FAQ.refundButton}
        </Button>
      </FormShell>
    </div>
  );
}
