/** Text for HTML or XML markup (pages the API renders itself, feed titles typed html). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
