import clsx from 'clsx';

/**
 * Stored rich text (blog bodies, FAQ answers, newsletter issues, press descriptions, the site's
 * pages). The API sanitises it on write with an allow-list (modules/rich-text), so it is shown as
 * it is; it never comes from anywhere else.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write
  return <div className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
