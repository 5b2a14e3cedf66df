import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, loggableError } from "./db-errors";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert into ..."), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    new Error("Connection terminated unexpectedly"),
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    Object.assign(new Error("connection failure"), { code: "08006" }),
    new Error("PGlite is closed"),
    Object.assign(new Error("could not write to file"), { code: "58030" }),
    new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]),
  ])("recognises %s, also when wrapped by the query builder", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    new Error("duplicate key value violates unique constraint"),
    Object.assign(new Error('column "x" does not exist'), { code: "42703" }),
    "a string",
    null,
  ])("does not take a query bug for an outage: %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("loggableError", () => {
  it("keeps the driver's message and drops the query's parameters", () => {
    const error = Object.assign(new Error("Failed query: insert into contact_form ...\nparams: Ada,ada@example.com"), {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    });
    expect(loggableError(error)).toEqual({ message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
    expect(JSON.stringify(loggableError(error))).not.toContain("ada@example.com");
  });
});
