/** Pages and API paths whose next segment is a secret link's token (decision 0009: no tokens in logs). */
const SECRET_PREFIXES = ["/pre-analyse/", "/api/pre-analyses/"];

/**
 * A segment that reads as a token: 32 or more URL-safe characters (randomToken and derivedToken make 43), or 20 or
 * more mixing letters and digits. Catches a secret path nobody listed above; route names are short words.
 */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$|^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{20,}$/;

export const REDACTED = "[redacted]";

/** A request path fit for the logs: every secret segment replaced by "[redacted]", and at most 300 characters. */
export function loggablePath(path: string): string {
  const prefix = SECRET_PREFIXES.find((candidate) => path.startsWith(candidate));
  const segments = path.split("/").map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment));
  let redacted = segments.join("/");
  if (prefix) redacted = prefix + redacted.slice(prefix.length).replace(/^[^/]+/, REDACTED);
  return redacted.slice(0, 300);
}
