import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { isDatabaseUnavailable, isInvalidData, loggableError, SERVICE_UNAVAILABLE_MESSAGE } from "./db-errors";
import type { Logger } from "./logger";

/** The API's last word on a thrown error: 4xx for the client's mistakes, 503 for outages, 500 for our bugs. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? `Invalid request body: ${error.message}` : error.message;
      return c.json({ error: message }, status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ requestId: c.get("requestId"), err: loggableError(error) }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json({ error: SERVICE_UNAVAILABLE_MESSAGE }, 503);
    }
    if (isInvalidData(error)) {
      logger.warn({ requestId: c.get("requestId"), err: loggableError(error) }, "value refused by the database");
      return c.json({ error: "Invalid input: a value could not be stored" }, 400);
    }
    logger.error({ requestId: c.get("requestId"), err: loggableError(error) }, "unhandled error");
    return c.json({ error: "Internal server error" }, 500);
  };
}
