// No imports: the header's search bar reads this on every page (the job page's JS budget).

/**
 * Control characters (C0, DEL, C1; NUL among them): nobody searches for one, a pasted tab or line
 * break separates words, and one echoed back would go raw into the page's title, heading and fields.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Search text as read from an address: each control character a space. */
export function searchText(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ');
}
