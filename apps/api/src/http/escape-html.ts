/** Text for HTML or XML markup (pages the API renders itself, feed titles typed html). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Characters XML 1.0 cannot carry: C0 controls but tab and line breaks, U+FFFE and U+FFFF (lone
 * surrogates never get this far: the text check refuses them). One in a feed makes the whole
 * document not well-formed, and feed readers then drop every entry.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
export const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A generated XML document with every character XML cannot carry dropped (from stored text). */
export function xmlDocument(xml: string): string {
  return xml.replace(NOT_XML_TEXT, '');
}
