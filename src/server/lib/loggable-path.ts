import { redactPrivateSegments } from "@shared/routes";

/**
 * A segment that reads as a token: 20 or more characters mixing letters and digits. Catches a secret path nobody
 * listed among the private links; route names are short words.
 */
const TOKEN_LIKE_SEGMENT = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{20,}$/;
/** 32 or more URL-safe characters anywhere (randomToken and derivedToken make 43), whatever surrounds them. */
const TOKEN_LIKE_RUN = /[A-Za-z0-9_-]{32,}/g;

export const REDACTED = "[redacted]";

/** The path as the router reads it (percent-decoded), or as given when it does not decode. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A request path fit for the logs: the segment after every private-link prefix (decision 0009: no tokens in logs)
 * and every token-like run replaced by "[redacted]", and at most 300 characters.
 */
export function loggablePath(path: string): string {
  const segments = redactPrivateSegments(decoded(path), REDACTED)
    .split("/")
    .map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) ? REDACTED : segment.replace(TOKEN_LIKE_RUN, REDACTED)));
  return segments.join("/").slice(0, 300);
}
