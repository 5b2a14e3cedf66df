const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EACCES",
  "EROFS",
  "ENOSPC",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53100", // disk_full
  "53300", // too_many_connections
  "58030", // io_error
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|PGlite is closed|could not (write|extend|open|create) (to )?file|read-only file system|permission denied for (file|directory)|no space left/i;

/**
 * True when an error (or one of its causes) means the database cannot be reached or written right now, as opposed
 * to a bug in a query: such requests answer 503 and can be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (
      typeof candidate.code === "string" &&
      (UNAVAILABLE_CODES.has(candidate.code) || candidate.code.startsWith("08"))
    ) {
      return true;
    }
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some(isDatabaseUnavailable)) return true;
    current = candidate.cause;
  }
  return false;
}

/** The error codes of an error and its causes (the query builder wraps the driver's error). */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * SQLSTATE class 22 (data exception: bad date, uuid, encoding, overflow) and 54000 (program limit exceeded, e.g. an
 * index row over 2,704 bytes): the client's value, answered 400.
 */
export function isInvalidData(error: unknown): boolean {
  return errorCodes(error).some((code) => /^22[0-9A-Z]{3}$/.test(code) || code === "54000");
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Nothing was saved: please try again in a moment.";

/**
 * An error's message fit for the logs: the query builder's "Failed query: … params: …" carries the row's
 * personal data, so only its cause (the driver's message and code) is kept.
 */
export function loggableError(error: unknown): { message: string; code?: string } {
  const err = error as { message?: unknown; cause?: unknown; code?: unknown };
  const message = typeof err?.message === "string" ? err.message : String(error);
  if (message.startsWith("Failed query:") && err.cause) return loggableError(err.cause);
  return { message: message.slice(0, 300), code: typeof err?.code === "string" ? err.code : undefined };
}
