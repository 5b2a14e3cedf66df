import { describe, expect, it } from "vitest";
import { unsharedSecretWarning } from "./secret";

describe("unsharedSecretWarning", () => {
  it("warns when a shared PostgreSQL database is used with a secret generated on this machine", () => {
    expect(unsharedSecretWarning({ DATABASE_URL: "postgres://db/app", BETTER_AUTH_SECRET: undefined })).toMatch(
      /BETTER_AUTH_SECRET.*every instance/,
    );
  });

  it("stays silent with BETTER_AUTH_SECRET set, or on the embedded database (one process only)", () => {
    expect(unsharedSecretWarning({ DATABASE_URL: "postgres://db/app", BETTER_AUTH_SECRET: "x".repeat(32) })).toBe(
      undefined,
    );
    expect(unsharedSecretWarning({ DATABASE_URL: undefined, BETTER_AUTH_SECRET: undefined })).toBe(undefined);
  });
});
