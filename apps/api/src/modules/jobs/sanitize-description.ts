import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor can produce, and nothing else. Every write path that stores a job
 * description (or company description) goes through sanitizeDescription, so stored HTML is safe
 * to render as-is.
 */
const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside and pass no ranking or opener to third-party sites.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'nofollow noopener noreferrer' },
    }),
  },
};

export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, DESCRIPTION_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * Plain text of sanitized HTML (stored descriptions always are): block ends become spaces, tags
 * go, entities are decoded, whitespace collapses. A plain scan rather than a parser: it runs for
 * every job in every list, and sanitized markup has no `>` inside tags or attribute values.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export const DESCRIPTION_PREVIEW_LENGTH = 200;

/** About 200 characters of plain text, cut at a word boundary, with an ellipsis when cut. */
export function buildDescriptionPreview(html: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
