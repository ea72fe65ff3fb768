/**
 * The one reading of `Authorization: Bearer …` (RFC 6750; the scheme's name is case-insensitive,
 * RFC 9110 11.1): the token, `''` for the scheme with no token, undefined when the header is
 * absent or names another scheme. Sign-in, the CSRF rule and /metrics all read it here, so a
 * header one of them takes for a bearer call is one every other does too: a request with a bearer
 * header is authenticated by that header alone, never by a cookie beside it.
 */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^bearer(?:[ \t]+(.*))?$/is.exec(authorization ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}
