import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { errorHandler } from "./error-handler";

const failing = (error: unknown) => {
  const app = new Hono<AppEnv>();
  app.get("/", () => {
    throw error;
  });
  app.onError(errorHandler(pino({ level: "silent" })));
  return app.request("/");
};

const pgError = (code: string, message: string) =>
  Object.assign(new Error("Failed query: select ...\nparams: secret"), {
    cause: Object.assign(new Error(message), { code }),
  });

describe("errorHandler", () => {
  it.each([
    ["22007", "invalid input syntax for type timestamp"],
    ["22P02", "invalid input syntax for type uuid"],
    ["22021", 'invalid byte sequence for encoding "UTF8": 0x00'],
    ["22003", "numeric field overflow"],
    ["54000", "index row size 6184 exceeds btree version 4 maximum 2704 for index"],
  ])("answers 400 to PostgreSQL data error %s, without the query", async (code, message) => {
    const res = await failing(pgError(code, message));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).not.toContain("secret");
  });

  it("answers 503 to an outage and 500 to a bug", async () => {
    expect((await failing(pgError("57P01", "terminating connection"))).status).toBe(503);
    expect((await failing(pgError("42703", 'column "x" does not exist'))).status).toBe(500);
    expect((await failing(new Error("boom"))).status).toBe(500);
  });
});
