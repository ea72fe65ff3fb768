import type { FaqEntry } from './faq.queries.ts';

/** Plain text of stored (sanitised) answer HTML for structured data. */
function answerText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org FAQPage of every question on the page (the visible text). */
export function buildFaqJsonLd(tabs: FaqEntry[][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: tabs.flat().map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(faq.answer) },
    })),
  };
}
