import pino from "pino";

/** Structured JSON logs. Never log an IP, a password, a token or a lead's personal data. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  });
}

export type Logger = ReturnType<typeof createLogger>;
