import { formResponseSchema } from '@gfj/contracts/content-fields';
import { refundRequestFormSchema } from '@gfj/contracts/faqs';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { failureOf, violationsOf } from '../../components/ui/form/form-actions.server.ts';
import type { FormResult } from '../../components/ui/form/form-result.ts';
import { apiContext } from '../../lib/load-context.ts';

/** The refund form's answer from a page's action: which question's form it is, and what was sent. */
export type RefundResult = FormResult & {
  faqId: number;
  values: { name: string; email: string; message: string };
};

/**
 * The refund request posted without JavaScript (`intent=refund`, from /faq or /pricing): the form's
 * rules, then the same `POST /api/refund-requests` the script sends, then the confirmation page. A
 * refusal comes back to the page with what was sent, for the form under that question.
 */
export async function sendRefundRequest(
  form: Record<string, string>,
  context: Readonly<RouterContextProvider>,
) {
  const faqId = Number(form.faq);
  if (!Number.isSafeInteger(faqId) || faqId < 1) throw data(null, { status: 400 });
  const values = { name: form.name ?? '', email: form.email ?? '', message: form.message ?? '' };
  const refused = (result: FormResult, status: number) =>
    data({ refund: { ...result, faqId, values } satisfies RefundResult }, { status });
  const parsed = refundRequestFormSchema.safeParse(values);
  if (!parsed.success) return refused(violationsOf(parsed.error), 422);
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/refund-requests',
    form: { ...values, faq: `/api/faqs/${faqId}`, _token: form._token ?? '', website: form.website ?? '' },
    schema: formResponseSchema,
  });
  if (!response.ok) return refused(failureOf(response), response.status);
  // An answer without a boolean success counts as none (content 5): the form stays as it was.
  if (!response.data?.success) return refused({}, 502);
  throw redirect('/confirmation/refundsuccess');
}
