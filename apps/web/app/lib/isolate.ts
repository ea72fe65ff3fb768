/**
 * Text a visitor gave, set apart for a sentence that is a plain string (a document title, an
 * aria-label), where `<bdi>` cannot go: between U+2068 FIRST STRONG ISOLATE and U+2069 POP
 * DIRECTIONAL ISOLATE, its right-to-left letters or direction overrides (U+202E) stay inside it
 * and cannot reorder the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
