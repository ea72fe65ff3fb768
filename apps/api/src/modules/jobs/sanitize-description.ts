import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { buildTextPreview, htmlToText, sanitizeRichText } from '../rich-text/rich-text.ts';

/**
 * Job and company descriptions: the `description` profile of the shared sanitiser
 * (modules/rich-text). Every write path that stores one goes through sanitizeDescription; output
 * goes through it again (presentDescription), so rows written before, or by a path that forgot,
 * are safe too.
 */
export function sanitizeDescription(html: string | null | undefined): string {
  return sanitizeRichText(html, 'description');
}

/**
 * Stored descriptions, sanitised, by their text: a description is presented again and again
 * (searches, job pages) and changes rarely, and sanitising costs 0.1-0.3 ms each (50 on a search
 * page). Bounded at about 8 MB of text.
 */
const presented = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (value, key) => Math.max(1, key.length + value.length),
});

/** For output (decision 019): the stored description made safe, whatever wrote it. */
export function presentDescription(html: string | null | undefined): string {
  if (!html) return '';
  let clean = presented.get(html);
  if (clean === undefined) {
    clean = sanitizeDescription(html);
    presented.set(html, clean);
  }
  return clean;
}

export { htmlToText };

export const DESCRIPTION_PREVIEW_LENGTH = 200;

/** About 200 characters of plain text, cut at a word boundary, with an ellipsis when cut. */
export function buildDescriptionPreview(html: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return buildTextPreview(html, length);
}

const TEXT_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A plain-text field (company description, how to apply, benefits) without any markup: tags are
 * dropped by the same sanitiser, then its entity escapes are undone, because these texts are
 * rendered as text (React escapes them), never as HTML.
 */
export function sanitizePlainText(value: string | null | undefined): string {
  if (!value) return '';
  const stripped = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return stripped.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => TEXT_ENTITIES[entity] ?? entity).trim();
}
