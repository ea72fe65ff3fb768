/** Query parameters whose values are secrets: refresh_token, token, _token, password... */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|api[-_]?key/i;

/** Paths that carry a secret as a segment: the password reset link's token. */
const SECRET_PATH_SEGMENTS = [/^(\/reset-password\/)[^/?#]+/];

export const REDACTED = '[REDACTED]';

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A request URL as it may be written to the log: the values of secret query parameters and the
 * reset link's token replaced by [REDACTED] (a refresh token in the query would otherwise sit in
 * every log file). Everything else is kept as it came.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      return SECRET_PARAMETER.test(decodeName(pair.slice(0, equals)))
        ? `${pair.slice(0, equals)}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
