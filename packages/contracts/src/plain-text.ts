// Text made harmless for one line. No imports: the header's search bar reads this on every page
// (the job page's JS budget); the posting rules, which import zod, clean their fields with it too.
// The two rules differ on purpose: what a poster saves loses its invisible characters (a pasted
// NUL inside a word leaves the word whole), while a search reads each one as a space, as the
// search page shows it back (`farm%00land` searches "farm land"; decision 064).

/**
 * Control characters (C0 but tab and line breaks, DEL, C1), the bidirectional overrides and
 * isolates, which can make a title read backwards in lists and email subjects, and the
 * noncharacters (U+FDD0-U+FDEF, U+FFFE, U+FFFF), which no one types and XML cannot carry.
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF]/g;

/** Line breaks and tabs become one space, unprintable characters (above) are dropped. */
export function oneLine(value: string): string {
  return value.replace(UNPRINTABLE, '').replace(/[\t\r\n\u2028\u2029]+/g, ' ');
}

/**
 * Control characters (C0, DEL, C1; NUL among them) and the bidirectional overrides and isolates:
 * nobody searches for one, a pasted tab or line break separates words, and one echoed back would go
 * raw into the page's title, heading and fields (an override reads the rest of the title backwards).
 */
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Search text as read from an address: each control character a space. */
export function searchText(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ');
}

/**
 * The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). No one
 * needs to type one (right-to-left text reads right without them), and one left open reverses what
 * follows it: a sender's name made an email's heading and its reply address read backwards.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text without bidirectional controls, its line breaks kept (a message, a rich text's HTML). */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}
