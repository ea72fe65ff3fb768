import { formResponseSchema } from '@gfj/contracts/content-fields';
import { FAQ, FAQ_TABS } from '@gfj/contracts/content-text';
import { faqSchema } from '@gfj/contracts/faqs';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';

const faqCollectionSchema = hydraCollectionSchema(faqSchema);

export const faqKeys = { category: (id: number) => ['faqs', 'category', id] as const };

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  hasRefundForm: boolean;
}

/** GET /api/faqs for one tab (content 7): page 1, pageSize 50, category[] as its IRI. */
async function loadCategory(api: ApiClient, categoryId: number): Promise<FaqEntry[]> {
  const path = `/api/faqs?page=1&pageSize=${FAQ.pageSize}&category%5B%5D=/api/faq-categories/${categoryId}`;
  const result = await api.get(path, faqCollectionSchema);
  if (!result.ok) return [];
  return result.data.member.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answer: faq.answer,
    hasRefundForm: faq.refund_form === 'yes',
  }));
}

/** The three tabs' questions, in the tabs' order (seekers, posters, everyone). */
export async function loadFaqTabs(api: ApiClient): Promise<FaqEntry[][]> {
  return Promise.all(FAQ_TABS.map((tab) => loadCategory(api, tab.categoryId)));
}

export interface RefundFields {
  name: string;
  email: string;
  message: string;
  faq: string;
  _token: string;
  website: string;
}

/** The refund form's post (content 7): form-encoded name, email, message, _token. */
export function postRefundRequest(api: BrowserApiClient, fields: RefundFields) {
  return api.request('/refund-requests', { method: 'POST', form: { ...fields }, schema: formResponseSchema });
}
