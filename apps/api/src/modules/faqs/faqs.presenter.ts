import type { Faq, FaqCategory } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { FaqCategoryRow, FaqRow, RefundRequestRow } from './faqs.repository.ts';

export function presentFaq(row: FaqRow) {
  return contentMember('Faq', iriOf('faqs', row.id), {
    id: row.id,
    question: row.question,
    answer: row.answer,
    refund_form: row.refundForm,
    special_question: row.specialQuestion,
    sort_order: row.sortOrder,
    show_in_pricing_page: row.showInPricingPage,
    sort_order_in_pricing_page: row.sortOrderInPricingPage,
    date_added: formatDateTime(row.dateAdded),
    category: iriOf('faq-categories', row.categoryId),
  }) satisfies Faq;
}

export function presentFaqCategory(row: FaqCategoryRow) {
  return contentMember('FaqCategory', iriOf('faq-categories', row.id), {
    id: row.id,
    name: row.name,
    url: row.url,
    sort_order: row.sortOrder,
  }) satisfies FaqCategory;
}

export function presentRefundRequest(row: RefundRequestRow) {
  return contentMember('RefundRequest', iriOf('refund-requests', row.id), {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    faq: row.faqId === null ? null : iriOf('faqs', row.faqId),
    user: row.userId === null ? null : iriOf('users', row.userId),
    status: row.status,
    date_added: formatDateTime(row.dateAdded),
  });
}
