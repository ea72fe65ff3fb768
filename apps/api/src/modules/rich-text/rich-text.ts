import { withoutDirectionControls } from '@gfj/contracts';
import sanitizeHtml from 'sanitize-html';
import { NOT_XML_TEXT } from '../../http/escape-html.ts';

/**
 * One allow-list sanitiser for every stored rich text (quality bars: rich text is sanitised on the
 * server). Two profiles:
 * - `description`: what the posting editor produces (job and company descriptions); every link
 *   leaves the site, opens outside and passes no ranking or opener.
 * - `content`: staff-written content (blog bodies, FAQ answers, newsletter issues, press
 *   descriptions, the site's pages): also images and figures; links within the site stay plain.
 * Stored HTML is sanitised on write, so pages render it as-is.
 */
export type RichTextProfile = 'description' | 'content';

const BASE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'];

const COMMON: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const PROFILES: Record<RichTextProfile, sanitizeHtml.IOptions> = {
  description: {
    ...COMMON,
    allowedTags: [...BASE_TAGS, 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'nofollow noopener noreferrer' },
      }),
    },
  },
  content: {
    ...COMMON,
    allowedTags: [...BASE_TAGS, 'blockquote', 'img', 'figure', 'figcaption', 'hr'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        // A path on this site stays in the tab; anything else opens outside without an opener.
        if (href.startsWith('/') && !href.startsWith('//')) {
          const { target: _target, rel: _rel, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  },
};

export function sanitizeRichText(html: string | null | undefined, profile: RichTextProfile): string {
  if (!html) return '';
  // Control characters and noncharacters are no one's text, and would break the feeds and the
  // XML of anything that quotes the text later. Direction overrides (written or as entities, so
  // after the sanitiser has read them) reverse the text after them, as the one-line fields' do.
  const clean = sanitizeHtml(html.replace(NOT_XML_TEXT, ''), PROFILES[profile]);
  return withoutDirectionControls(clean).trim();
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
 * Plain text of sanitised HTML (stored rich text always is): block ends become spaces, tags go,
 * entities are decoded, whitespace collapses. A plain scan rather than a parser: it runs for every
 * job in every list, and sanitised markup has no `>` inside tags or attribute values.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|div|figcaption)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** About `length` characters of plain text, cut at a word boundary, with an ellipsis when cut. */
export function buildTextPreview(html: string, length: number): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
